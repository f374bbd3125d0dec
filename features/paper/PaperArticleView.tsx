import Link from 'next/link';
import { HTML_LANG } from '@/lib/i18n/locales';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PaperArticle, PaperNeighbour, PaperNeighbours } from '@/features/paper/paper.types';
import { paperArticleRoute, paperHref } from '@/features/paper/paths';
import { HomeIcon } from '@/components/chrome/icons';
import { ArticleBody } from '@/features/articles/ArticleBody';
import { PreviewBanner } from '@/features/articles/PreviewBanner';
import styles from './Paper.module.css';
import { homeRoute } from '@/features/columns/paths';

/** A paper article (getPaperArticle): kicker, title, subtitle, its issue and layout, the text, comments. */
export async function PaperArticleView({
  article,
  neighbours,
  comments,
}: {
  article: PaperArticle;
  neighbours?: PaperNeighbours;
  comments?: ReactNode;
}) {
  const [t, tChrome, tEdition] = await Promise.all([
    getTranslations('paper'),
    getTranslations('chrome'),
    getTranslations('paperEdition'),
  ]);
  const layoutHref = paperHref(article.date, article.paperId, article.layout.no);
  const layoutLabel = t('layoutLabel', { no: article.layout.no, name: article.layout.name });
  const layoutOf = (n: PaperNeighbour) =>
    n.layout ? t('layoutLabel', { no: n.layout.no, name: n.layout.name }) : null;
  return (
    <>
      {/* The page's one h1 is the article's title: the bar names the paper as a link back to its layout. */}
      <header className={styles.bar}>
        <Link href={homeRoute.href()} prefetch={false} className={styles.barHome} aria-label={tChrome('home')}>
          <HomeIcon />
        </Link>
        <Link href={layoutHref} prefetch={false} className={styles.barTitle}>
          {article.paperName}
        </Link>
      </header>
      <main id="content">
        {article.preview ? <PreviewBanner /> : null}
        {/* The text's own language, not the interface's (docs/decisions/0055). */}
        <article className={styles.article} lang={HTML_LANG[contentLocaleOf(article.title)]}>
          {article.introTitle ? <p className={styles.kicker}>{article.introTitle}</p> : null}
          <h1 className={styles.title}>{article.title}</h1>
          {article.subTitle ? <p className={styles.subTitle}>{article.subTitle}</p> : null}
          <p className={styles.meta}>
            <span>{t('issueLine', { paper: article.paperName, date: article.date })}</span>
            <span>{layoutLabel}</span>
            {article.author ? <span>{t('author', { author: article.author })}</span> : null}
          </p>
          <ArticleBody html={article.bodyHtml} />
          {neighbours && (neighbours.previous || neighbours.next) ? (
            // Previous and next in the issue, across its layouts (docs/product.md §2): real links, in the server HTML.
            <nav aria-label={tEdition('issueArticles')} className={styles.articleNav}>
              {neighbours.previous ? (
                <NeighbourLink
                  neighbour={neighbours.previous}
                  rel="prev"
                  kind={tEdition('previousArticle')}
                  layoutLabel={layoutOf(neighbours.previous)}
                />
              ) : null}
              {neighbours.next ? (
                <NeighbourLink
                  neighbour={neighbours.next}
                  rel="next"
                  kind={tEdition('nextArticle')}
                  layoutLabel={layoutOf(neighbours.next)}
                />
              ) : null}
            </nav>
          ) : null}
          <p className={styles.backLinks}>
            <Link className={styles.backLink} href={layoutHref} prefetch={false}>
              {t('backToLayout', { layout: layoutLabel })}
            </Link>
          </p>
        </article>
        {comments}
      </main>
    </>
  );
}

/** One of previous and next: what it is, the title, and the page it is on when that is another. */
function NeighbourLink({
  neighbour,
  rel,
  kind,
  layoutLabel,
}: {
  neighbour: PaperNeighbour;
  rel: 'prev' | 'next';
  kind: string;
  layoutLabel: string | null;
}) {
  return (
    <Link
      href={paperArticleRoute.href({ id: neighbour.id })}
      prefetch={false}
      rel={rel}
      className={rel === 'next' ? `${styles.neighbour} ${styles.neighbourNext}` : styles.neighbour}
    >
      <span className={styles.neighbourKind}>{kind}</span>
      <span className={styles.neighbourTitle}>{neighbour.title}</span>
      {layoutLabel ? <span className={styles.neighbourLayout}>{layoutLabel}</span> : null}
    </Link>
  );
}
