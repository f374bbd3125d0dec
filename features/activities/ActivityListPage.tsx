/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ActivitySummary } from '@/features/activities/activity.types';
import { activityPhase } from '@/features/activities/signupState';
import { timeRange } from '@/lib/format/timeRange';
import { ListPage } from '@/components/list/ListPage';
import styles from './ActivityList.module.css';

/**
 * activityDetail without an id: the site's activities (activityList), each with its picture, phase, time and
 * place, to its page (a vote activity to its vote). Before, no page listed them: a reader met an activity only
 * through a shared link or an article (docs/product.md §2).
 */
export async function ActivityListPage({ title, activities }: { title: string; activities: ActivitySummary[] }) {
  const [t, tList] = await Promise.all([getTranslations('activity'), getTranslations('activityList')]);
  const now = new Date();
  return (
    <ListPage
      title={title}
      items={activities}
      keyOf={(activity) => activity.id}
      empty={tList('empty')}
      classes={{ list: styles.list, item: styles.item, empty: styles.empty }}
      renderItem={(activity) => {
        const picture = activity.banner.middle || activity.banner.big;
        const when = timeRange(activity.startsAt, activity.endsAt);
        return (
          <Link href={activity.href} prefetch={false} className={styles.link}>
            {picture ? (
              <img
                src={picture}
                alt=""
                width={750}
                height={422}
                className={styles.picture}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <h2 className={styles.title}>{activity.title}</h2>
            <p className={styles.meta}>
              <span className={styles.phase}>
                {t(`phase.${activityPhase({ startTime: activity.startsAt, endTime: activity.endsAt }, now)}`)}
              </span>
              {when ? <span>{when}</span> : null}
              {activity.place ? <span>{activity.place}</span> : null}
            </p>
          </Link>
        );
      }}
    />
  );
}
