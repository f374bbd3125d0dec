import { getTranslations } from 'next-intl/server';
import type { Tipoff } from '@/features/tipoffs/tipoff.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { TipoffDetail } from './TipoffDetail';
import { TipoffForm } from './TipoffForm.island';
import { TipoffSignIn } from './TipoffSignIn';
import styles from './Tipoff.module.css';

/**
 * tipoffDetail: the form for a new tip-off, one tip-off of the reader's, (in the provider's app) the
 * way there, or, signed out, what a tip-off is and the way to sign in.
 */
export async function TipoffPage({
  mode,
  tipoff,
  path,
  voiceNote = true,
}: {
  mode: 'form' | 'detail' | 'app' | 'signedOut';
  tipoff: Tipoff | null;
  path: string;
  /** Whether the platform takes a voice note with a tip-off (the real tipoff has no field for one). */
  voiceNote?: boolean;
}) {
  const t = await getTranslations('tipoff');
  return (
    <>
      <PageHeader
        title={mode === 'detail' ? t('detailTitle') : t('formTitle')}
        heading={!(mode === 'detail' && tipoff)}
      />
      <main id="content" className={styles.body}>
        {mode === 'detail' && tipoff ? (
          <TipoffDetail tipoff={tipoff} />
        ) : mode === 'app' ? (
          <OpenClientNotice path={path} />
        ) : mode === 'signedOut' ? (
          <TipoffSignIn returnPath={path} />
        ) : (
          <ClientMessages namespaces={['tipoff', 'upload', 'callError']}>
            <TipoffForm returnPath={path} voiceNote={voiceNote} />
          </ClientMessages>
        )}
      </main>
    </>
  );
}
