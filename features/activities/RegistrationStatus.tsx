import { getTranslations } from 'next-intl/server';
import type { RegistrationStatus as Status } from '@/features/activities/activity.types';
import styles from './Activity.module.css';

/** Under review, accepted or declined, as a small label. */
export async function RegistrationStatus({ status }: { status: Status }) {
  const t = await getTranslations('activity');
  return (
    <span className={`${styles.status} ${status === 'accepted' ? styles.statusAccepted : ''}`}>
      {t(`registration.status.${status}`)}
    </span>
  );
}
