import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { BASE_PATH } from '@/lib/routing/basePath';
import { liveCalendarPath } from './calendar';
import { RemindButton } from './RemindButton.island';
import styles from './Reminder.module.css';

/**
 * What a reader can do about a live that has not started (docs/decisions/0062): a member asks to
 * be reminded (the platform tells them in their message centre), anyone takes the calendar file.
 * The link works without script; the button waits for it.
 */
export async function LiveReminder({ liveId }: { liveId: number }) {
  const t = await getTranslations('liveRemind');
  return (
    <div className={styles.reminder}>
      <ClientMessages namespaces={['liveRemind', 'callError']}>
        <RemindButton liveId={liveId} />
      </ClientMessages>
      <a
        className={styles.calendar}
        href={`${BASE_PATH}${liveCalendarPath(liveId)}`}
        download={`live-${liveId}.ics`}
        type="text/calendar"
      >
        {t('calendar')}
      </a>
    </div>
  );
}
