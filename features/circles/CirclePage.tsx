import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { CircleDetail, PostPage } from '@/features/circles/circle.types';
import { formatCount } from '@/lib/format/count';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CreatePost } from './CreatePost.island';
import { PostCard } from './PostCard';
import styles from './Circle.module.css';
import { circleDetailRoute, noticeDetailRoute } from '@/features/circles/paths';

/**
 * A circle: banner and description, its notices, posts in two tabs (new, hot) as links so the
 * server HTML has them and each tab is its own cached page, paged by `?page=`; the posting form is
 * an island that asks for sign-in only when used.
 */
export async function CirclePage({
  circle,
  posts,
  listType,
  page,
}: {
  circle: CircleDetail;
  posts: PostPage;
  listType: 1 | 2;
  page: number;
}) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  const tabHref = (type: 1 | 2) => circleDetailRoute.href({ id: circle.id }, { listType: type === 2 ? 2 : null });
  const pageHref = (to: number) =>
    circleDetailRoute.href({ id: circle.id }, { listType: listType === 2 ? 2 : null, page: to > 0 ? to : null });
  return (
    <>
      <PageHeader title={circle.name} />
      <main id="content" className={styles.body}>
        <section className={styles.intro} aria-label={circle.name}>
          {circle.banner ? (
            // eslint-disable-next-line @next/next/no-img-element -- the platform's picture
            <img src={circle.banner} alt="" width={720} height={480} className={styles.banner} fetchPriority="high" />
          ) : null}
          <p className={styles.description}>{circle.description}</p>
          <p className={styles.meta}>
            {t('size', {
              members: formatCount(circle.memberCount, { locale, cap: 99_999 }),
              posts: formatCount(circle.postCount, { locale, cap: 99_999 }),
            })}
          </p>
        </section>
        {circle.notices.length > 0 ? (
          <section aria-labelledby="circle-notices" className={styles.notices}>
            <h2 id="circle-notices" className={styles.sectionTitle}>
              {t('notices')}
            </h2>
            <ul>
              {circle.notices.map((notice) => (
                <li key={notice.id}>
                  <Link
                    href={noticeDetailRoute.href(undefined, { id: notice.id })}
                    prefetch={false}
                    className={styles.noticeLink}
                  >
                    {notice.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ClientMessages namespaces={['circle', 'upload', 'callError']}>
          <CreatePost circleId={circle.id} circleName={circle.name} />
        </ClientMessages>
        <nav className={styles.tabs} aria-label={t('postsLabel')}>
          {([1, 2] as const).map((type) => (
            <Link
              key={type}
              href={tabHref(type)}
              prefetch={false}
              className={styles.tab}
              aria-current={type === listType ? 'page' : undefined}
            >
              {type === 1 ? t('tabNew') : t('tabHot')}
            </Link>
          ))}
        </nav>
        {posts.posts.length === 0 ? (
          <p className={styles.meta}>{t('noPosts')}</p>
        ) : (
          <ul className={styles.posts} data-testid="circle-posts">
            {posts.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </ul>
        )}
        <nav className={styles.pager} aria-label={t('pages')}>
          {page > 0 ? (
            <Link href={pageHref(page - 1)} prefetch={false} className={styles.tab}>
              {t('previous')}
            </Link>
          ) : null}
          {posts.hasMore ? (
            <Link href={pageHref(page + 1)} prefetch={false} className={styles.tab}>
              {t('next')}
            </Link>
          ) : null}
        </nav>
      </main>
    </>
  );
}
