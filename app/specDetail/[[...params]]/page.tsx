import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { loadSpecial } from '@/lib/lists/loadSpecial';
import { listMetadata } from '@/lib/lists/listMetadata';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from '@/components/list/ArticleList';
import styles from '@/components/list/Special.module.css';
import sectionStyles from '@/components/list/Section.module.css';

type Props = { params: Promise<{ params?: string[] }> };

/** Articles a section shows on the topic's page; the rest are a tap away on specMore. */
const SECTION_PREVIEW = 5;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = await loadSpecial((await params).params);
  const metadata = await listMetadata(topic.column.name, topic.column.description || topic.column.name, `/specDetail/${topic.column.id}.html`);
  return topic.bannerUrl ? { ...metadata, openGraph: { ...metadata.openGraph, images: [topic.bannerUrl] } } : metadata;
}

/** specDetail: a special topic's banner, its description, and each sub-column's first articles. */
export default async function SpecDetailPage({ params }: Props) {
  const [topic, config] = await Promise.all([loadSpecial((await params).params), getSiteConfig()]);
  const t = await getTranslations('list');
  return (
    <>
      <PageHeader title={topic.column.name} />
      <main id="content">
        {topic.bannerUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- sized by the platform
          <img className={styles.banner} src={topic.bannerUrl} alt="" width={750} height={300} fetchPriority="high" />
        ) : null}
        {topic.column.description ? <p className={styles.description}>{topic.column.description}</p> : null}
        {topic.sections.length === 0 ? <p className={styles.description}>{t('noContent')}</p> : null}
        {topic.sections.map((section) => (
          <section key={section.column.id} className={sectionStyles.section} aria-labelledby={`section-${section.column.id}`}>
            <div className={sectionStyles.head}>
              <h2 className={sectionStyles.title} id={`section-${section.column.id}`}>
                {section.column.name}
              </h2>
              {section.articles.length > SECTION_PREVIEW || section.hasMore ? (
                <Link href={`/specMore/${section.column.id}.html`} className={sectionStyles.more} prefetch={false} aria-label={t('moreOf', { name: section.column.name })}>
                  {t('more')}
                </Link>
              ) : null}
            </div>
            <ArticleList articles={section.articles.slice(0, SECTION_PREVIEW)} columnStyle={section.column.style} leftThumbnail={config.leftListLayout} label={section.column.name} isLastPage />
          </section>
        ))}
      </main>
    </>
  );
}
