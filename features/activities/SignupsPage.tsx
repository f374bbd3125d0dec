/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host (and uploads it stores) */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Reader } from '@/lib/session/reader';
import type { Registration } from '@/features/activities/activity.types';
import { timeRange } from '@/lib/format/timeRange';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ActivityBar } from './ActivityBar';
import { RegistrationStatus } from './RegistrationStatus';
import styles from './Activity.module.css';
import { registrationDetailRoute } from '@/features/activities/paths';
import { getUserInfoRoute } from '@/features/member/paths';

/** signupdetail: my registrations, newest first, each with its status. */
export async function SignupsPage({
  reader,
  mine,
  path,
}: {
  reader: Reader;
  mine: { registrations: Registration[] } | null;
  path: string;
}) {
  const t = await getTranslations('activity');
  const body = () => {
    if (reader.kind === 'app') return <OpenClientNotice path={path} />;
    if (!mine)
      return (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      );
    if (mine.registrations.length === 0) return <p className={styles.note}>{t('signups.none')}</p>;
    return (
      <ul className={styles.list} data-testid="my-signups">
        {mine.registrations.map((r) => (
          <li key={r.entryId}>
            <Link
              href={registrationDetailRoute.href({ fileId: r.activityId, entryID: r.entryId })}
              prefetch={false}
              className={styles.listLink}
            >
              {r.banner ? (
                <img className={styles.thumb} src={r.banner} alt="" width={96} height={64} />
              ) : (
                <span className={styles.thumb} />
              )}
              <span>
                <span className={styles.itemTitle}>{r.title}</span>
                <span className={styles.meta}>{timeRange(r.startsAt, r.endsAt)}</span>
                <span className={styles.meta}>
                  {r.progressInApp ? t('signups.inApp') : <RegistrationStatus status={r.status} />}
                  {r.used ? ` · ${t('signups.used')}` : ''}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <>
      <ActivityBar title={t('signups.title')} backHref={getUserInfoRoute.href()} />
      <main id="content" className={styles.body}>
        {body()}
      </main>
    </>
  );
}
