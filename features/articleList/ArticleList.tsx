import { getTranslations } from 'next-intl/server';
import type { Ad, ArticleSummary } from '@/features/articles/article.types';
import { placeAds } from '@/features/ads/ads';
import { ArticleCard } from './ArticleCard';
import { AdCard } from '../ads/AdCard';
import styles from './ArticleList.module.css';

interface ArticleListProps {
  articles: ArticleSummary[];
  columnStyle: string;
  leftThumbnail: boolean;
  label: string;
  /** In-list ads of the column; each stands after the article its position names. */
  ads?: Ad[];
  /** No further page: ads positioned past the end stand at the end. */
  isLastPage?: boolean;
  /** Cards whose pictures load at once: the ones on the first screen (none under a carousel). */
  eagerCards?: number;
  /** The cards' heading level (ArticleCard): 2 when the list comes right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** How many cards are likely on the first screen when the list starts the page. */
const FIRST_SCREEN_CARDS = 3;

/** The server-rendered first page of a list, with its ads, or 'no content' when it is empty. */
export async function ArticleList({
  articles,
  columnStyle,
  leftThumbnail,
  label,
  ads = [],
  isLastPage = false,
  eagerCards = FIRST_SCREEN_CARDS,
  headingLevel,
}: ArticleListProps) {
  const t = await getTranslations('list');
  if (articles.length === 0) return <p className={styles.empty}>{t('noContent')}</p>;
  const entries = placeAds(articles, ads, { now: new Date(), isLastPage });
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry, index) =>
        entry.type === 'ad' ? (
          <AdCard key={`ad-${entry.ad.id}`} ad={entry.ad} />
        ) : (
          <ArticleCard
            key={entry.article.id}
            article={entry.article}
            columnStyle={columnStyle}
            leftThumbnail={leftThumbnail}
            eager={index < eagerCards}
            priority={index === 0 && eagerCards > 0}
            headingLevel={headingLevel}
          />
        ),
      )}
    </ul>
  );
}
