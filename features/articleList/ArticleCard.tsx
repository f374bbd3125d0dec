import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { contentLangAttr } from '@/features/articles/contentLocale';
import type { ArticleSummary } from '@/features/articles/article.types';
import { ArticleMeta } from './ArticleMeta';
import { cardLayout, formatDuration } from '@/features/articleList/cardLayout';
import styles from './ArticleCard.module.css';

/** The big picture's box: the page's width (at most 750, globals.css main) less the card's 16-pixel padding each side. */
const BIG_SIZES = '(min-width: 750px) 718px, calc(100vw - 32px)';

interface ArticleCardProps {
  article: ArticleSummary;
  /** The column's columnStyle decides the default shape; the article's kind refines it. */
  columnStyle: string;
  leftThumbnail: boolean;
  /** The first pictures of a page are in view at once: load them eagerly. */
  eager?: boolean;
  /** The page's likely largest picture (LCP): fetched before other pictures. */
  priority?: boolean;
  /** The title's heading level: 2 in a list right under the page's h1, 3 under a section's h2 (levels never skip). */
  headingLevel?: 2 | 3;
}

export function ArticleCard({
  article,
  columnStyle,
  leftThumbnail,
  eager = false,
  priority = false,
  headingLevel = 3,
}: ArticleCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const tLive = useTranslations('live');
  const locale = useLocale();
  const layout = cardLayout(article, columnStyle);
  const loading = eager ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  // Pictures sized for their boxes through the site's image suffix, where the list was sized (docs/decisions/0059).
  const sized = article.sized;
  const thumb = article.image.small || article.image.middle;
  const big = article.image.big || article.image.middle;
  const livePhase = article.kind === 'live' ? article.livePhase : null;
  // The headline's own language where it is not the interface's (a Chinese headline in the Tibetan
  // interface): a screen reader then reads it as Chinese; the interface stays on <html>.
  const titleLang = contentLangAttr(article.title, locale);

  /* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
  return (
    <li className={styles.card}>
      <Link href={article.href} className={styles.link} prefetch={false}>
        {layout === 'text' ? (
          <div className={`${styles.row} ${leftThumbnail ? styles.rowReverse : ''}`}>
            <div className={styles.text}>
              <Title className={styles.title} lang={titleLang}>
                {article.title}
              </Title>
              <ArticleMeta article={article} />
            </div>
            {thumb ? (
              <img
                className={styles.thumb}
                src={sized?.thumb || thumb}
                alt=""
                width={112}
                height={75}
                loading={loading}
                fetchPriority={fetchPriority}
                decoding="async"
              />
            ) : null}
          </div>
        ) : (
          <div className={styles.text}>
            <Title className={styles.title} lang={titleLang}>
              {article.title}
            </Title>
            {layout === 'three' ? (
              <div className={styles.three}>
                {article.pictures.slice(0, 3).map((src, index) => (
                  <img
                    key={src}
                    className={styles.threeImg}
                    src={sized?.pictures[index] || src}
                    alt=""
                    width={120}
                    height={80}
                    loading={loading}
                    decoding="async"
                  />
                ))}
              </div>
            ) : big ? (
              <div className={styles.big}>
                <img
                  className={styles.bigImg}
                  src={big}
                  srcSet={sized?.bigSrcSet || undefined}
                  sizes={sized?.bigSrcSet ? BIG_SIZES : undefined}
                  alt=""
                  width={720}
                  height={480}
                  loading={loading}
                  fetchPriority={fetchPriority}
                  decoding="async"
                />
                {article.kind === 'video' ? <span className={styles.play} aria-hidden="true" /> : null}
                {article.kind === 'video' && article.durationSeconds > 0 ? (
                  <span className={styles.duration}>{formatDuration(article.durationSeconds)}</span>
                ) : null}
                {livePhase ? (
                  <span className={`${styles.liveLabel} ${styles[livePhase] ?? ''}`}>{tLive(livePhase)}</span>
                ) : null}
              </div>
            ) : null}
            <ArticleMeta article={article} />
          </div>
        )}
      </Link>
    </li>
  );
  /* eslint-enable @next/next/no-img-element */
}
