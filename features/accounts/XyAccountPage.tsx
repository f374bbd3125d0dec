import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { XyAccountPage as XyAccountPageData } from '@/features/accounts/account.types';
import type { QaTopic } from '@/features/qa/qa.types';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PagedArticles } from '@/features/articleList/PagedArticles';
import { FollowButton } from './FollowButton.island';
import { BulletinDetails } from './BulletinDetails.island';
import { DynamicList } from './DynamicList';
import { ProfileHeader } from './ProfileHeader';
import type { Dynamic } from './reporter.types';
import styles from './Xy.module.css';

/** Dynamics an account's page shows: its newest, each linking to its page with its reporter's others. */
const DYNAMICS_SHOWN = 3;

/** xyDetail: a media account (avatar, name, kind, description, followers, notice), its ask-bar topics, its newest dynamics and its articles. */
export async function XyAccountPage({
  page,
  topics,
  dynamics,
  leftThumbnail,
}: {
  page: XyAccountPageData;
  topics: QaTopic[];
  dynamics: Dynamic[];
  leftThumbnail: boolean;
}) {
  const [t, tQa, tDynamics] = await Promise.all([
    getTranslations('xy'),
    getTranslations('qa'),
    getTranslations('xyDynamics'),
  ]);
  const { account } = page;
  return (
    <>
      <PageHeader title={t('accountTitle')} heading={false} />
      <main id="content">
        <ProfileHeader
          headingId="xy-name"
          icon={account.icon}
          name={account.name}
          badge={account.kind ? <span className={styles.kind}>{account.kind}</span> : null}
        >
          {account.description ? <p className={styles.description}>{account.description}</p> : null}
          <ClientMessages namespaces={['xy', 'callError']}>
            <FollowButton xyId={account.id} name={account.name} groupIds={[account.id]} followers={account.followers} />
          </ClientMessages>
        </ProfileHeader>
        {page.bulletin ? <BulletinDetails xyId={account.id} summary={t('bulletin')} text={page.bulletin} /> : null}
        {topics.length > 0 ? (
          <section aria-labelledby="xy-topics" className={styles.topics}>
            <h2 id="xy-topics" className={styles.sectionTitle}>
              {tQa('topicTitle')}
            </h2>
            <ul className={styles.topicList}>
              {topics.map((topic) => (
                <li key={topic.id}>
                  <Link href={topic.href} prefetch={false} className={styles.topicLink}>
                    {topic.title}
                  </Link>
                  <span className={styles.followers}> · {tQa('answeredCount', { count: topic.questionCount })}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {dynamics.length > 0 ? (
          <section aria-labelledby="xy-dynamics" data-testid="xy-dynamics">
            <h2 id="xy-dynamics" className={styles.sectionTitle}>
              {tDynamics('title')}
            </h2>
            <DynamicList dynamics={dynamics.slice(0, DYNAMICS_SHOWN)} label={tDynamics('of', { name: account.name })} />
          </section>
        ) : null}
        <h2 className={styles.sectionTitle}>{t('articles', { count: page.articleCount })}</h2>
        <PagedArticles
          articles={page.articles}
          hasMore={page.hasMore}
          source={{ kind: 'xy', id: account.id }}
          columnStyle="news"
          leftThumbnail={leftThumbnail}
          label={t('articlesOf', { name: account.name })}
        />
      </main>
    </>
  );
}
