import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PaperView } from '@/features/paper/paper.page';
import { paperHref, paperShareHref } from '@/features/paper/paths';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PaperSheet } from './PaperSheet';
import { PaperArticleList } from './PaperArticleList';
import { PaperCalendar } from './PaperCalendar';
import { LayoutTurn } from './LayoutTurn';
import { fileSize } from '@/lib/format/fileSize';
import styles from './Paper.module.css';

/**
 * The paper edition (docs/product.md §2): the site's papers, the issue's date with its calendar, the
 * issue's layouts, the page image of the layout with its articles' regions, and its articles.
 * `share`: the share page, the layout alone with a way into the paper.
 */
export async function PaperReader({ view, share = false }: { view: PaperView; share?: boolean }) {
  const [t, tEdition] = await Promise.all([getTranslations('paper'), getTranslations('paperEdition')]);
  const { papers, paper, issue, layout } = view;
  const layoutLabel = t('layoutLabel', { no: layout.layout.no, name: layout.layout.name });
  const heading = share
    ? t('layoutTitle', { paper: issue.paperName, date: issue.date, no: layout.layout.no, name: layout.layout.name })
    : t('title');
  return (
    <>
      <PageHeader title={heading} />
      <main id="content" className={styles.page}>
        {share ? null : (
          <nav aria-label={t('papers')}>
            <ul className={styles.papers}>
              {papers
                .filter((p) => p.latestDate)
                .map((p) => (
                  <li key={p.id}>
                    <Link
                      className={styles.paperLink}
                      href={paperHref(p.latestDate, p.id, '01')}
                      prefetch={false}
                      aria-current={p.id === paper.id ? 'page' : undefined}
                    >
                      {p.name}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        )}
        <p className={styles.issueBar}>
          <span>{t('issueLine', { paper: issue.paperName, date: issue.date })}</span>
          <span>{layoutLabel}</span>
        </p>
        {share ? null : (
          <PaperCalendar
            paperId={paper.id}
            date={issue.date}
            month={view.month}
            previousMonthDate={view.previousMonthDate}
            nextMonthDate={view.nextMonthDate}
          />
        )}
        <nav aria-label={t('layouts')}>
          <ul className={share ? styles.layouts : `${styles.layouts} ${styles.afterCalendar}`}>
            {issue.layouts.map((l) => (
              <li key={l.id}>
                <Link
                  className={styles.layoutLink}
                  href={(share ? paperShareHref : paperHref)(issue.date, issue.paperId, l.no)}
                  prefetch={false}
                  aria-current={l.id === layout.layout.id ? 'page' : undefined}
                >
                  {t('layoutLabel', { no: l.no, name: l.name })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <PaperSheet
          layout={layout}
          label={layoutLabel}
          alt={t('pageImage', { paper: issue.paperName, date: issue.date, layout: layoutLabel })}
        />
        <LayoutTurn
          layouts={issue.layouts}
          current={layout.layout.id}
          hrefOf={(no) => (share ? paperShareHref : paperHref)(issue.date, issue.paperId, no)}
          labels={{
            nav: t('turnLayouts'),
            previous: t('previousLayout'),
            next: t('nextLayout'),
            layout: (no, name) => t('layoutLabel', { no, name }),
          }}
        />
        <p className={styles.hint}>{t('regionsHint')}</p>
        {layout.layout.pdf ? (
          <p className={styles.pdf}>
            {/* The page as printed (docs/decisions/0063): its type, and its size where known, said before the reader taps. */}
            <a className={styles.pdfLink} href={layout.layout.pdf.href} type="application/pdf">
              {layout.layout.pdf.bytes === null
                ? tEdition('pdfUnsized')
                : tEdition('pdf', { size: fileSize(layout.layout.pdf.bytes) })}
            </a>
          </p>
        ) : null}
        <PaperArticleList articles={layout.articles} heading={t('articlesOfLayout')} />
        {share ? (
          <p className={styles.shareOpen}>
            <Link
              className={styles.button}
              href={paperHref(issue.date, issue.paperId, layout.layout.no)}
              prefetch={false}
            >
              {t('openPaper')}
            </Link>
          </p>
        ) : null}
      </main>
    </>
  );
}
