import { formatDateTime, type DateTimeKind } from '@/lib/format/dateTime';
import styles from './Circle.module.css';

interface PostAuthorProps {
  author: string;
  createdAt: number | string;
  locale: string;
  /** A card says when briefly (month, day, time); a post's page says it in full. */
  when: DateTimeKind;
  /**
   * A post's page: the heading of its `<article>` (`h1`: a post has no title, who wrote it when names it);
   * a line of its own (`p`); inside a card's link (`span`, as a link holds no paragraph).
   */
  as?: 'h1' | 'p' | 'span';
}

/** Who wrote a circle post or moment, and when: the initial as avatar, the name, the time. */
export function PostAuthor({ author, createdAt, locale, when, as: Line = 'span' }: PostAuthorProps) {
  return (
    <Line className={Line === 'h1' ? `${styles.author} ${styles.authorHeading}` : styles.author}>
      <span className={styles.avatar} aria-hidden="true">
        {Array.from(author)[0]}
      </span>
      <bdi className={styles.authorName}>{author}</bdi>
      <time className={styles.meta} dateTime={new Date(createdAt).toISOString()}>
        {formatDateTime(createdAt, locale, when)}
      </time>
    </Line>
  );
}

/** A card's pictures: the first three (the card's count line says how many more). */
export function PostThumbs({ pictures }: { pictures: readonly string[] }) {
  const shown = pictures.slice(0, 3);
  if (shown.length === 0) return null;
  return (
    <span className={styles.thumbs} data-count={shown.length}>
      {shown.map((src) => (
        // eslint-disable-next-line @next/next/no-img-element -- pictures from the platform's media host
        <img key={src} src={src} alt="" width={240} height={160} loading="lazy" decoding="async" />
      ))}
    </span>
  );
}
