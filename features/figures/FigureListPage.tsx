import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FigureSummary } from '@/features/figures/figure.types';
import { ListPage } from '@/components/list/ListPage';
import styles from './Figure.module.css';

/** figureDetail without an id: the people the newsroom follows, each to their page. */
export async function FigureListPage({ title, figures }: { title: string; figures: FigureSummary[] }) {
  const t = await getTranslations('figure');
  return (
    <ListPage
      title={title}
      items={figures}
      keyOf={(figure) => figure.id}
      empty={t('noFigures')}
      classes={{ list: styles.list, empty: styles.allReports }}
      renderItem={(figure) => (
        <Link href={figure.href} prefetch={false} className={styles.listLink}>
          {figure.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- photos are sized by the platform
            <img src={figure.photo} alt="" width={56} height={56} className={styles.listPhoto} loading="lazy" />
          ) : null}
          <span className={styles.info}>
            <span className={styles.listName}>{figure.name}</span>
            {figure.title ? <span className={styles.title}>{figure.title}</span> : null}
            <span className={styles.region}>
              {figure.region ? `${figure.region} · ` : ''}
              {t('reportCount', { count: figure.reportCount })}
            </span>
          </span>
        </Link>
      )}
    />
  );
}
