import { useTranslations } from 'next-intl';
import type { ArticleKind } from '@/features/articles/article.types';
import { isValidUrl } from '@/lib/format/cut';
import styles from './ExternalLinkCard.module.css';

/** The way out of a link or H5 article: only http(s) addresses, opened without access back to us. */
export function ExternalLinkCard({ url, kind }: { url: string; kind: ArticleKind }) {
  const t = useTranslations('article');
  if (!isValidUrl(url)) return null;
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    return null;
  }
  return (
    <p className={styles.card}>
      <a className={styles.button} href={url} target="_blank" rel="noopener noreferrer nofollow">
        {kind === 'h5' ? t('openH5') : t('openLink')}
      </a>
      <span className={styles.host}>{host}</span>
    </p>
  );
}
