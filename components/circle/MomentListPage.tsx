import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import { formatCount } from '@/lib/format/count';
import { momentListPath } from '@/lib/circle/paths';
import type { MomentListPage as MomentListData } from '@/lib/types/circle';
import { ListPage } from '@/components/list/ListPage';
import { PageLinks } from '@/components/list/PageLinks';
import styles from './Circle.module.css';

/** friendsCircleDetail without an id: the friends circle, newest first; each card opens its moment. */
export async function MomentListPage({ title, list }: { title: string; list: MomentListData }) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  return (
    <ListPage
      title={title}
      className={styles.body}
      items={list.moments}
      keyOf={(moment) => moment.id}
      empty={t('noMoments')}
      classes={{ list: styles.posts, item: styles.post, empty: styles.meta }}
      footer={<PageLinks page={list.page} hasMore={list.hasMore} hrefOf={momentListPath} />}
      renderItem={(moment) => {
        const shown = moment.pictures.slice(0, 3);
        return (
          <Link href={moment.href} prefetch={false} className={styles.postLink}>
            <span className={styles.author}>
              <span className={styles.avatar} aria-hidden="true">
                {Array.from(moment.author)[0]}
              </span>
              <span className={styles.authorName}>{moment.author}</span>
              <time className={styles.meta} dateTime={new Date(moment.createdAt).toISOString()}>
                {formatDateTime(moment.createdAt, locale, 'monthDayTime')}
              </time>
            </span>
            <span className={styles.postText}>{moment.content}</span>
            {shown.length > 0 ? (
              <span className={styles.thumbs} data-count={shown.length}>
                {shown.map((src) => (
                  // eslint-disable-next-line @next/next/no-img-element -- pictures from the platform's media host
                  <img key={src} src={src} alt="" width={240} height={160} loading="lazy" decoding="async" />
                ))}
              </span>
            ) : null}
            <span className={styles.meta}>
              {moment.location ? `${moment.location} · ` : ''}
              {t('likes', { likes: formatCount(moment.likes) })}
              {moment.pictures.length > 3 ? ` · ${t('morePictures', { count: moment.pictures.length })}` : ''}
            </span>
          </Link>
        );
      }}
    />
  );
}
