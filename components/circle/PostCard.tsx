import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { Post } from '@/lib/types/circle';
import { formatCount } from '@/lib/format/count';
import styles from './Circle.module.css';

/** A post in a circle's list: author, text (cut), up to three pictures, counts; the whole card opens the post. */
export async function PostCard({ post }: { post: Post }) {
  const [t, locale] = await Promise.all([getTranslations('circle'), getLocale()]);
  const shown = post.pictures.slice(0, 3);
  return (
    <li className={styles.post}>
      <Link href={`/postDetail/${post.id}.html`} prefetch={false} className={styles.postLink}>
        <span className={styles.author}>
          <span className={styles.avatar} aria-hidden="true">
            {Array.from(post.author)[0]}
          </span>
          <span className={styles.authorName}>{post.author}</span>
          <time className={styles.meta} dateTime={new Date(post.createdAt).toISOString()}>
            {formatDateTime(post.createdAt, locale, 'monthDayTime')}
          </time>
        </span>
        <span className={styles.postText}>{post.content}</span>
        {shown.length > 0 ? (
          <span className={styles.thumbs} data-count={shown.length}>
            {shown.map((src) => (
              // eslint-disable-next-line @next/next/no-img-element -- pictures from the platform's media host
              <img key={src} src={src} alt="" width={240} height={160} loading="lazy" decoding="async" />
            ))}
          </span>
        ) : post.video ? (
          <span className={styles.meta}>{t('hasVideo')}</span>
        ) : null}
        <span className={styles.meta}>
          {t('counts', { likes: formatCount(post.likes), replies: formatCount(post.replies) })}
          {post.pictures.length > 3 ? ` · ${t('morePictures', { count: post.pictures.length })}` : ''}
        </span>
      </Link>
    </li>
  );
}
