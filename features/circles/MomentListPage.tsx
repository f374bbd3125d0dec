import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatCount } from '@/lib/format/count';
import { momentListHref } from '@/features/circles/paths';
import type { MomentListPage as MomentListData } from '@/features/circles/circle.types';
import { ListPage } from '@/components/list/ListPage';
import { PostAuthor, PostThumbs } from './PostParts';
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
      footer={<PageLinks page={list.page} hasMore={list.hasMore} hrefOf={momentListHref} />}
      renderItem={(moment) => (
        <Link href={moment.href} prefetch={false} className={styles.postLink}>
          <PostAuthor author={moment.author} createdAt={moment.createdAt} locale={locale} when="monthDayTime" />
          <span className={styles.postText} dir="auto">
            {moment.content}
          </span>
          <PostThumbs pictures={moment.pictures} />
          <span className={styles.meta}>
            {moment.location ? `${moment.location} · ` : ''}
            {t('likes', { likes: formatCount(moment.likes, { locale }) })}
            {moment.pictures.length > 3 ? ` · ${t('morePictures', { count: moment.pictures.length })}` : ''}
          </span>
        </Link>
      )}
    />
  );
}
