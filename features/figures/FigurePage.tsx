import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FigurePage as FigurePageData } from '@/features/figures/figure.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from '@/features/articleList/ArticleList';
import { FigureHeader } from './FigureHeader';
import styles from './Figure.module.css';

/** figureDetail: a public figure, the newest reports about them, and the way to all of them (personageReports). */
export async function FigurePage({ page, leftThumbnail }: { page: FigurePageData; leftThumbnail: boolean }) {
  const t = await getTranslations('figure');
  const { figure } = page;
  return (
    <>
      <PageHeader title={t('title')} heading={false} />
      <main id="content">
        <FigureHeader figure={figure} headingId="figure-name" withIntro level="h1" />
        <h2 className={styles.sectionTitle}>{t('reports', { count: figure.reportCount })}</h2>
        <ArticleList
          articles={page.articles}
          columnStyle="news"
          leftThumbnail={leftThumbnail}
          label={t('reportsTitle', { name: figure.name })}
          isLastPage
        />
        {page.hasMore ? (
          <p className={styles.allReports}>
            <Link href={figure.reportsHref} prefetch={false}>
              {t('allReports', { count: figure.reportCount })}
            </Link>
          </p>
        ) : null}
      </main>
    </>
  );
}
