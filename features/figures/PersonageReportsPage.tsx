import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FigurePage } from '@/features/figures/figure.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PagedArticles } from '@/features/articleList/PagedArticles';
import { FigureHeader } from './FigureHeader';
import styles from './Figure.module.css';

/** personageReports: 'reports collection', every report about a figure, appended page after page. */
export async function PersonageReportsPage({
  page,
  title,
  leftThumbnail,
}: {
  page: FigurePage;
  title: string;
  leftThumbnail: boolean;
}) {
  const t = await getTranslations('figure');
  const { figure } = page;
  return (
    <>
      <PageHeader title={title} />
      <main id="content">
        <FigureHeader figure={figure} headingId="figure-name" withIntro={false} />
        <p className={styles.profileLink}>
          <Link href={figure.href} prefetch={false}>
            {t('profileOf', { name: figure.name })}
          </Link>
        </p>
        <PagedArticles
          articles={page.articles}
          hasMore={page.hasMore}
          source={{ kind: 'figure', id: figure.id }}
          columnStyle="news"
          leftThumbnail={leftThumbnail}
          label={title}
        />
      </main>
    </>
  );
}
