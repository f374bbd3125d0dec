import type { CSSProperties } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SpecialTopic } from '@/features/columns/special.types';
import { PageHeader } from '@/components/chrome/PageHeader';
import { ArticleList } from '../articleList/ArticleList';
import styles from './Special.module.css';
import sectionStyles from '@/components/list/Section.module.css';
import { specMoreRoute } from '@/features/columns/paths';

interface SpecialTopicPageProps {
  topic: SpecialTopic;
  leftThumbnail: boolean;
  /** The site config's topicColor (a hex colour, '' for none): the special topics' own accent. */
  topicColor: string;
  /** Articles a section shows; the rest are a tap away on specMore. */
  sectionPreview: number;
}

/**
 * The topic's accent (docs/product.md §3, topicColor): a band at the top of the topic and the mark of
 * each section's heading, in place of the site's brand colour. Marks, not text: the text keeps the
 * theme's colours, whatever colour a site picks.
 */
function topicAccent(topicColor: string): CSSProperties | undefined {
  return topicColor ? ({ '--section-accent': topicColor } as CSSProperties) : undefined;
}

/** specDetail: a special topic's banner, its description, and each sub-column's first articles. */
export async function SpecialTopicPage({ topic, leftThumbnail, topicColor, sectionPreview }: SpecialTopicPageProps) {
  const t = await getTranslations('list');
  return (
    <>
      <PageHeader title={topic.column.name} />
      <main id="content" className={styles.topic} style={topicAccent(topicColor)}>
        {topic.bannerUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- sized by the platform
          <img className={styles.banner} src={topic.bannerUrl} alt="" width={750} height={300} fetchPriority="high" />
        ) : null}
        {topic.column.description ? <p className={styles.description}>{topic.column.description}</p> : null}
        {topic.sections.length === 0 ? <p className={styles.description}>{t('noContent')}</p> : null}
        {topic.sections.map((section) => (
          <section
            key={section.column.id}
            className={sectionStyles.section}
            aria-labelledby={`section-${section.column.id}`}
          >
            <div className={sectionStyles.head}>
              <h2 className={sectionStyles.title} id={`section-${section.column.id}`}>
                {section.column.name}
              </h2>
              {section.articles.length > sectionPreview || section.hasMore ? (
                <Link
                  href={specMoreRoute.href({ columnId: section.column.id })}
                  className={sectionStyles.more}
                  prefetch={false}
                  aria-label={t('moreOf', { name: section.column.name })}
                >
                  {t('more')}
                </Link>
              ) : null}
            </div>
            <ArticleList
              articles={section.articles.slice(0, sectionPreview)}
              columnStyle={section.column.style}
              leftThumbnail={leftThumbnail}
              label={section.column.name}
              isLastPage
            />
          </section>
        ))}
      </main>
    </>
  );
}
