import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ActivityDetail, ActivityMembership } from '@/features/activities/activity.types';
import type { Reader } from '@/lib/session/reader';
import { signupInfoOf, signupState } from '@/features/activities/signupState';
import { timeRange } from '@/lib/format/timeRange';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ActivityBar } from './ActivityBar';
import { ApplyForm } from './ApplyForm.island';
import styles from './Activity.module.css';
import { activityDetailRoute, registrationDetailRoute } from '@/features/activities/paths';

interface ApplyPageProps {
  reader: Reader;
  activity: ActivityDetail;
  /** This member's registration state; null when it could not be read (or for an app reader). */
  membership: ActivityMembership | null;
  path: string;
}

/** activityApply: the form, or why there is none (registered already, not open, full, closed, ended). */
export async function ApplyPage({ reader, activity, membership, path }: ApplyPageProps) {
  const t = await getTranslations('activity');
  const detailHref = activityDetailRoute.href({ id: activity.id });
  const state = signupState(
    signupInfoOf(activity, membership?.entryCount ?? activity.entryCount, membership?.registered ?? false),
    new Date(),
  ).state;

  const body = () => {
    if (reader.kind === 'app') return <OpenClientNotice path={path} />;
    if (!membership)
      return (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      );
    if (state === 'registered' && membership.entryId) {
      return (
        <div className={styles.actions}>
          <p className={styles.note}>{t('apply.already')}</p>
          <Link
            href={registrationDetailRoute.href({ fileId: activity.id, entryID: membership.entryId })}
            prefetch={false}
            className={styles.primary}
          >
            {t('state.registeredSee')}
          </Link>
        </div>
      );
    }
    if (state !== 'registerNow') {
      return (
        <div className={styles.actions}>
          <p className={styles.note} data-testid="apply-closed">
            {t(`state.${state}`)}
          </p>
          <Link href={detailHref} prefetch={false} className={styles.secondary}>
            {t('apply.backToActivity')}
          </Link>
        </div>
      );
    }
    return (
      <>
        <noscript>
          <p className={styles.error}>{t('apply.needsScript')}</p>
        </noscript>
        <ApplyForm activityId={activity.id} fields={activity.form} />
      </>
    );
  };

  return (
    <ClientMessages namespaces={['activity', 'callError', 'upload']}>
      <ActivityBar title={t('apply.bar')} backHref={detailHref} />
      <main id="content" className={styles.body}>
        <div className={styles.card}>
          <h2 className={styles.itemTitle}>{activity.title}</h2>
          <p className={styles.meta}>{timeRange(activity.startsAt, activity.endsAt)}</p>
          {activity.place ? <p className={styles.meta}>{activity.place}</p> : null}
        </div>
        <div className={styles.formArea}>{body()}</div>
      </main>
    </ClientMessages>
  );
}
