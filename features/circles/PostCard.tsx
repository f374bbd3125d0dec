import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Post } from '@/features/circles/circle.types';
import { formatCount } from '@/lib/format/count';
import { PostAuthor, PostThumbs } from './PostParts';
import styles from './Circle.module.css';
import { postDetailRoute } from '@/features/circles/paths';

/** A post in a circle's list: author, text (cut), up to three pictures, counts; the whole card opens the post. */
export async function PostCard({ post }: { post: Post }) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  return (
    <li className={styles.post}>
      <Link href={postDetailRoute.href({ id: post.id })} prefetch={false} className={styles.postLink}>
        <PostAuthor author={post.author} createdAt={post.createdAt} locale={locale} when="monthDayTime" />
        <span className={styles.postText} dir="auto">
          {post.content}
        </span>
        {post.pictures.length > 0 ? (
          <PostThumbs pictures={post.pictures} />
        ) : post.video ? (
          <span className={styles.meta}>{t('hasVideo')}</span>
        ) : null}
        <span className={styles.meta}>
          {t('counts', { likes: formatCount(post.likes, { locale }), replies: formatCount(post.replies, { locale }) })}
          {post.pictures.length > 3 ? ` · ${t('morePictures', { count: post.pictures.length })}` : ''}
        </span>
      </Link>
    </li>
  );
}
