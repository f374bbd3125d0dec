import { getTranslations } from 'next-intl/server';
import type { ArticleSummary } from '@/features/articles/article.types';
import { RankedArticleList } from '@/features/articles/RankedArticleList';
import type { MostReadLists } from './mostRead.types';
import styles from './MostRead.module.css';

/** One period's ranking under its heading, most read first. */
function Ranking({ id, heading, articles }: { id: string; heading: string; articles: ArticleSummary[] }) {
  return (
    <section className={styles.period} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      <RankedArticleList articles={articles} />
    </section>
  );
}

/**
 * The most read of the day and of the week (docs/product.md §7, most read), on home and at the end of every
 * article, from the platform's read counts (articleHot with days, loaded by the page's page module from a
 * shared cached answer). A server component, no script; nothing at all when the platform ranks nothing.
 */
export async function MostRead({ lists: { day, week } }: { lists: MostReadLists }) {
  const t = await getTranslations('mostRead');
  if (day.length === 0 && week.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="most-read" data-testid="most-read">
      <h2 id="most-read" className={styles.title}>
        {t('title')}
      </h2>
      {day.length > 0 ? <Ranking id="most-read-day" heading={t('day')} articles={day} /> : null}
      {week.length > 0 ? <Ranking id="most-read-week" heading={t('week')} articles={week} /> : null}
    </section>
  );
}
