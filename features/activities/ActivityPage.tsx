/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host (and uploads it stores) */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ActivityDetail, EntryPage, SignupTiming } from '@/features/activities/activity.types';
import { activityPhase, signupInfoOf, signupState } from '@/features/activities/signupState';
import { timeRange } from '@/lib/format/timeRange';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ActivityBar } from './ActivityBar';
import { EntryList } from './EntryList';
import { SignupButton } from './SignupButton.island';
import styles from './Activity.module.css';

/**
 * activityDetail: banner, phase, time and place, the text, who signed up, and the sign-up button
 * (docs/product.md §2). Rendered for every reader alike: the button's own state is an island.
 */
export async function ActivityPage({
  activity,
  entries,
  comments,
}: {
  activity: ActivityDetail;
  entries: EntryPage;
  comments?: ReactNode;
}) {
  const t = await getTranslations('activity');
  const now = new Date();
  const phase = activityPhase({ startTime: activity.startsAt, endTime: activity.endsAt }, now);
  // Only what the button's island needs goes into the page's payload, not the whole activity.
  const timing: SignupTiming = {
    startsAt: activity.startsAt,
    endsAt: activity.endsAt,
    signupStartsAt: activity.signupStartsAt,
    signupEndsAt: activity.signupEndsAt,
    signupClosed: activity.signupClosed,
    capacity: activity.capacity,
  };
  const initial = signupState(signupInfoOf(timing, activity.entryCount), now).state;
  const signupWindow = timeRange(activity.signupStartsAt, activity.signupEndsAt);
  return (
    <ClientMessages namespaces={['activity', 'callError']}>
      <ActivityBar title={t('detail.bar')} heading={false} />
      <main id="content" className={styles.page}>
        <article>
          {activity.banner.big ? (
            <img className={styles.banner} src={activity.banner.big} alt="" width={750} height={422} />
          ) : null}
          <div className={styles.head}>
            <h1 className={styles.title}>{activity.title}</h1>
            <ul className={styles.badges}>
              <li className={`${styles.badge} ${phase === 'inProgress' ? styles.badgeLive : ''}`}>
                {t(`phase.${phase}`)}
              </li>
            </ul>
          </div>
          <dl className={styles.facts}>
            <dt>{t('detail.time')}</dt>
            <dd>{timeRange(activity.startsAt, activity.endsAt) || t('detail.unknown')}</dd>
            {activity.place ? (
              <>
                <dt>{t('detail.place')}</dt>
                <dd>{activity.place}</dd>
              </>
            ) : null}
            {activity.organizer ? (
              <>
                <dt>{t('detail.organizer')}</dt>
                <dd>{activity.organizer}</dd>
              </>
            ) : null}
            {signupWindow ? (
              <>
                <dt>{t('detail.signupWindow')}</dt>
                <dd>{signupWindow}</dd>
              </>
            ) : null}
            <dt>{t('detail.places')}</dt>
            <dd>
              {activity.capacity > 0
                ? t('detail.placesTaken', { count: activity.entryCount, capacity: activity.capacity })
                : t('detail.placesUnlimited', { count: activity.entryCount })}
            </dd>
          </dl>
          <section className={styles.section} aria-labelledby="about-title">
            <h2 id="about-title" className={styles.sectionTitle}>
              {t('detail.about')}
            </h2>
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: activity.contentHtml }} />
          </section>
        </article>
        <EntryList activityId={activity.id} page={entries} />
        {comments}
      </main>
      <SignupButton
        activityId={activity.id}
        timing={timing}
        initialState={initial}
        initialEntryCount={activity.entryCount}
      />
    </ClientMessages>
  );
}
