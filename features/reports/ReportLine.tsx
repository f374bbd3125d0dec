import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ReportButton } from './ReportButton.island';
import type { ReportKind } from './reportTarget';
import styles from './Report.module.css';

/**
 * 举报 as a quiet line at the end of what can be reported (docs/decisions/0052): an article (apart from
 * its like, save and share bar), a moment, a question.
 */
export function ReportLine({ kind, id }: { kind: ReportKind; id: number }) {
  return (
    <div className={styles.line}>
      <ClientMessages namespaces={['report', 'callError']}>
        <ReportButton kind={kind} id={id} />
      </ClientMessages>
    </div>
  );
}
