/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format/dateTime';
import type { ProductSummary, Study, StudySummary } from '@/features/pages/pages.types';
import { onlineStudyRoute } from '@/features/pages/paths';
import { ArticleBody } from '@/features/articles/ArticleBody';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ProductGrid } from './ProductGrid';
import styles from './Pages.module.css';

/** onlineStudy: one course, its chapters, the other courses and what its points buy. */
export async function StudyPage({
  study,
  others,
  products,
}: {
  study: Study;
  others: StudySummary[];
  products: ProductSummary[];
}) {
  const [t, locale] = await Promise.all([getTranslations('pages.study'), getLocale()]);
  return (
    <>
      <PageHeader title={t('section')} />
      <main id="content" className={styles.body}>
        <article className={styles.section} aria-labelledby="study-title">
          {study.image && <img src={study.image} alt="" className={styles.cover} width={1080} height={720} />}
          <h2 id="study-title" className={styles.title}>
            {study.title}
          </h2>
          <p className={styles.meta}>
            {t('speaker', { speaker: study.speaker, organiser: study.organiser })}
            {study.publishedAt && ` · ${formatDateTime(study.publishedAt, locale, 'date')}`}
          </p>
          <p className={styles.meta}>
            {t('length', { chapters: study.chapterCount, minutes: study.minutes })} ·{' '}
            <span className={styles.points}>{t('earns', { points: study.points })}</span>
          </p>
          {study.intro && <p className={styles.lead}>{study.intro}</p>}
          <ArticleBody html={study.html} />
          <section className={styles.section} aria-labelledby="study-chapters">
            <h3 id="study-chapters" className={styles.sectionTitle}>
              {t('chapters')}
            </h3>
            <ol className={styles.chapters}>
              {study.chapters.map((c) => (
                <li key={c.id}>
                  {c.title}
                  <span className={styles.chapterMinutes}>{t('minutes', { minutes: c.minutes })}</span>
                </li>
              ))}
            </ol>
            <p className={styles.note}>{t('studyInApp')}</p>
          </section>
        </article>
        {others.length > 0 && (
          <section className={styles.section} aria-labelledby="study-more">
            <h2 id="study-more" className={styles.sectionTitle}>
              {t('more')}
            </h2>
            <ul className={styles.list}>
              {others.map((s) => (
                <li key={s.id} className={styles.row}>
                  <Link href={onlineStudyRoute.href({ id: s.id })} prefetch={false} className={styles.rowLink}>
                    {s.image && (
                      <img src={s.image} alt="" className={styles.thumb} width={96} height={64} loading="lazy" />
                    )}
                    <span className={styles.rowText}>
                      <span className={styles.rowTitle}>{s.title}</span>
                      <span className={styles.meta}>
                        {t('length', { chapters: s.chapterCount, minutes: s.minutes })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {products.length > 0 && (
          <section className={styles.section} aria-labelledby="study-goods">
            <h2 id="study-goods" className={styles.sectionTitle}>
              {t('goods')}
            </h2>
            <ProductGrid products={products} />
          </section>
        )}
      </main>
    </>
  );
}
