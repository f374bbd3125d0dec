import 'server-only';
import { getLatestIssue, getLayout, getPapers } from '@/features/paper/server/paper';
import { paperArticleRoute, paperHref, paperRoute } from '@/features/paper/routes';
import type { PaperIssue } from '@/features/paper/paper.types';
import { getHotPoints, getProducts, getSiteProfile, getStudies } from '@/features/pages/server/pages';
import { aboutUsRoute, onlineStudyRoute, previewPDFRoute, productDetailRoute, timelineRoute } from '@/features/pages/routes';

/** A page listed in the pages sitemap beside home and download. */
export interface ExtraPage {
  path: string;
  lastmod?: string | null;
}

/** The newest issue of every paper of the site. */
async function latestIssues(): Promise<PaperIssue[]> {
  const papers = (await getPapers()).filter((paper) => paper.latestDate);
  const issues = await Promise.all(papers.map((paper) => getLatestIssue(paper.id)));
  return issues.filter((issue): issue is PaperIssue => issue !== null);
}

/** The site's own pages (docs/product.md §2): about, the hot topics, the courses, the products and the certificates. */
async function sitePages(): Promise<ExtraPage[]> {
  const [profile, topics, studies, products] = await Promise.all([getSiteProfile(), getHotPoints(), getStudies(), getProducts()]);
  return [
    { path: aboutUsRoute.href() },
    ...profile.certificates.map((c) => ({ path: previewPDFRoute.href(undefined, { id: c.id }) })),
    { path: timelineRoute.href() },
    ...topics.map((topic) => ({ path: timelineRoute.href({ id: topic.id }), lastmod: topic.updatedAt })),
    ...studies.map((study) => ({ path: onlineStudyRoute.href({ id: study.id }), lastmod: study.publishedAt })),
    ...products.map((product) => ({ path: productDetailRoute.href(undefined, { id: product.id }) })),
  ];
}

/** Pages beyond columns and articles that search engines should know: the paper edition's newest layouts, and the site's other pages. */
export async function extraPages(): Promise<ExtraPage[]> {
  const [issues, site] = await Promise.all([latestIssues(), sitePages()]);
  return [
    { path: paperRoute.href() },
    ...issues.flatMap((issue) => issue.layouts.map((layout) => ({ path: paperHref(issue.date, issue.paperId, layout.no) }))),
    ...site,
  ];
}

/** News beyond the columns' articles: the articles of every paper's newest issue (the news sitemap keeps the last 48 h). */
export async function extraNews(): Promise<{ href: string; title: string; publishedAt: string | null }[]> {
  const issues = await latestIssues();
  const layouts = await Promise.all(issues.flatMap((issue) => issue.layouts.map((layout) => getLayout(layout.id))));
  return layouts.flatMap((layout) =>
    (layout?.articles ?? []).map((article) => ({ href: paperArticleRoute.href({ id: article.id }), title: article.title, publishedAt: article.publishedAt })),
  );
}
