import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import {
  getIssue,
  getIssueMonth,
  getLatestIssue,
  getLayout,
  getPaperArticle,
  getPapers,
} from '@/features/paper/server/paper';
import { issueNeighbours } from '@/features/paper/server/neighbours';
import { dateOfTime, layoutNoOf, shiftMonth } from '@/features/paper/issueDate';
import { paperHref } from '@/features/paper/paths';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import type { Paper, PaperIssue, PaperLayoutDetail, PaperMonth } from '@/features/paper/paper.types';
import { listCrumbs } from '../columns/listItems.page';
import { loadCommentsSection } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { paperArticleRoute, paperRoute, paperSharePageRoute } from '@/features/paper/paths';

export interface PaperView {
  papers: Paper[];
  paper: Paper;
  issue: PaperIssue;
  layout: PaperLayoutDetail;
  /** The calendar: the issue month's dates, and the nearest issue in the months before and after. */
  month: PaperMonth;
  previousMonthDate: string | null;
  nextMonthDate: string | null;
  siteName: string;
}

/** The newest issue of the neighbouring month `by` away, when the paper has issues there. */
async function neighbourMonthDate(paperId: number, month: PaperMonth, by: -1 | 1): Promise<string | null> {
  const target = shiftMonth(month.month, by);
  if (by < 0 ? target < month.firstDate.slice(0, 7) : target > month.lastDate.slice(0, 7)) return null;
  const dates = (await getIssueMonth(paperId, target))?.dates ?? [];
  // Going back lands on that month's last issue, going forward on its first.
  return (by < 0 ? dates.at(-1) : dates[0]) ?? null;
}

/**
 * One layout of an issue: no date is the paper's newest issue, no paper the site's first, no
 * layout the front page. A date without an issue, an unknown paper or layout is a 404.
 */
async function loadPaperView({
  time,
  paperId,
  layout: layoutRaw,
}: {
  time?: string;
  paperId?: number;
  layout?: string;
}): Promise<PaperView> {
  const date = time === undefined ? null : dateOfTime(time);
  const layoutNo = layoutRaw === undefined ? null : layoutNoOf(layoutRaw);
  if ((time !== undefined && date === null) || (layoutRaw !== undefined && layoutNo === null)) notFound();
  const [papers, config] = await Promise.all([getPapers(), getSiteConfig()]);
  const paper = paperId === undefined ? papers[0] : papers.find((p) => p.id === paperId);
  if (!paper) notFound();
  const found = date === null ? await getLatestIssue(paper.id) : await getIssue(paper.id, date);
  // A real platform's issue names no paper: it is the paper asked for.
  const issue = found && { ...found, paperName: found.paperName || paper.name };
  const layoutOfIssue = issue && (layoutNo === null ? issue.layouts[0] : issue.layouts.find((l) => l.no === layoutNo));
  if (!issue || !layoutOfIssue) notFound();
  const [layout, month] = await Promise.all([
    getLayout(layoutOfIssue.id, layoutOfIssue),
    getIssueMonth(paper.id, issue.date.slice(0, 7)),
  ]);
  if (!layout || !month) notFound();
  const [previousMonthDate, nextMonthDate] = await Promise.all([
    neighbourMonthDate(paper.id, month, -1),
    neighbourMonthDate(paper.id, month, 1),
  ]);
  return { papers, paper, issue, layout, month, previousMonthDate, nextMonthDate, siteName: config.appName };
}

/** The layout's description: what search engines and share cards say of the page. */
async function layoutSeo(view: PaperView): Promise<PageSeo> {
  const t = await getTranslations('paper');
  const { issue, layout } = view;
  const path = paperHref(issue.date, issue.paperId, layout.layout.no);
  const title = t('layoutTitle', {
    paper: issue.paperName,
    date: issue.date,
    no: layout.layout.no,
    name: layout.layout.name,
  });
  return {
    type: 'collection',
    title,
    description: shareText(layout.articles.map((a) => a.title).join('；'), title),
    path,
    image: layout.layout.image.src || undefined,
    items: layout.articles.map((a) => ({ name: a.title, path: paperArticleRoute.href({ id: a.id }) })),
    breadcrumbs: listCrumbs(view.siteName, { name: issue.paperName, path }),
  };
}

/** paper: the paper edition, one layout of an issue with its calendar and articles (docs/product.md §2). */
export const paper = definePage(paperRoute, { load: loadPaperView, seo: layoutSeo });

/**
 * paperSharePage: a layout as a page of its own for links shared out of the app (no calendar, no
 * other papers), with its own share card: the page image and the layout's headlines. The content
 * is the paper page's, so that address is canonical.
 */
export const paperSharePage = definePage(paperSharePageRoute, { load: loadPaperView, seo: layoutSeo });

/**
 * paperArticle: `/paperArticle/{id}.html`, one article of the paper edition; an unpublished one is
 * its preview variant (getPaperArticle answers it with aStatus 0): a banner, no comments, not indexed.
 */
export const paperArticle = definePage(paperArticleRoute, {
  async load({ id }) {
    const [article, config] = await Promise.all([getPaperArticle(id), getSiteConfig()]);
    if (!article) notFound();
    // Started here, awaited by the comments section while the article streams (sourceType 3); a
    // preview is the editors' draft: no comments on it (as on articles).
    const comments = article.preview ? null : loadCommentsSection(COMMENT_SOURCE.paperArticle, article.id);
    // Previous and next in the issue: real links in the server HTML.
    const neighbours = await issueNeighbours(article);
    return { article, siteName: config.appName, comments, config, neighbours };
  },
  async seo({ article, siteName }): Promise<PageSeo> {
    const layoutPath = paperHref(article.date, article.paperId, article.layout.no);
    return {
      type: 'article',
      title: article.title,
      description: shareText(article.subTitle, article.text, article.title),
      path: paperArticleRoute.href({ id: article.id }),
      robots: article.preview ? { index: false, follow: false } : undefined,
      article: {
        publishedAt: article.publishedAt,
        section: article.paperName,
        tags: [],
        author: article.author || null,
        // The printed page the article stands on: its only picture.
        images: article.layout.image.src ? [article.layout.image.src] : [],
        contentLocale: contentLocaleOf(article.title),
      },
      breadcrumbs: listCrumbs(
        siteName,
        { name: article.paperName, path: layoutPath },
        { name: article.title, path: paperArticleRoute.href({ id: article.id }) },
      ),
    };
  },
});
