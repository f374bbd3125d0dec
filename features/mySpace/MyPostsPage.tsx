/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime, isoDateTime } from '@/lib/format/dateTime';
import type { OwnListData } from './mySpace.page';
import type { MyPost, OwnPage } from './mine.types';
import { OwnListPage } from './OwnListPage';
import { myPostsRoute, pagedHref } from './paths';
import styles from './MySpace.module.css';

/** myPosts: my circle posts, each linked to its page. */
export async function MyPostsPage({ data }: { data: OwnListData<OwnPage<MyPost>> }) {
  const [t, locale] = await Promise.all([getTranslations('mySpace.posts'), getLocale()]);
  return (
    <OwnListPage {...data} title={t('title')} empty={t('empty')} hrefOf={(page) => pagedHref(myPostsRoute, page)}>
      {(items) => (
        <ul className={styles.list} data-testid="my-posts">
          {items.map((post) => (
            <li key={post.id} className={`${styles.item} ${styles.row}`}>
              <span className={styles.rowText}>
                <Link href={post.href} prefetch={false} className={styles.itemTitle} dir="auto">
                  {post.content || t('picturesOnly')}
                </Link>
                <span className={styles.meta}>
                  {t('in', { circle: post.circleName })}
                  {post.postedAt ? (
                    <>
                      {' · '}
                      <time dateTime={isoDateTime(post.postedAt)}>
                        {formatDateTime(post.postedAt, locale, 'dateTime')}
                      </time>
                    </>
                  ) : null}
                </span>
              </span>
              {post.picture ? <img src={post.picture} alt="" className={styles.thumb} width={72} height={72} /> : null}
            </li>
          ))}
        </ul>
      )}
    </OwnListPage>
  );
}
