import 'server-only';
import { getLatestIssue, getLayout, getPapers } from '@/features/paper/server/paper';
import { paperArticleRoute, paperHref } from '@/features/paper/paths';
import type { PaperIssue, PaperLayoutDetail } from '@/features/paper/paper.types';
import { getHotPoints, getProducts, getSiteProfile, getStudies } from '@/features/pages/server/pages';
import {
  aboutUsRoute,
  onlineStudyRoute,
  previewPDFRoute,
  productDetailRoute,
  timelineRoute,
} from '@/features/pages/paths';

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
  const [profile, topics, studies, products] = await Promise.all([
    getSiteProfile(),
    getHotPoints(),
    getStudies(),
    getProducts(),
  ]);
  return [
    { path: aboutUsRoute.href() },
    ...profile.certificates.map((c) => ({ path: previewPDFRoute.href(undefined, { id: c.id }) })),
    { path: timelineRoute.href() },
    ...topics.map((topic) => ({ path: timelineRoute.href({ id: topic.id }), lastmod: topic.updatedAt })),
    ...studies.map((study) => ({ path: onlineStudyRoute.href({ id: study.id }), lastmod: study.publishedAt })),
    ...products.map((product) => ({ path: productDetailRoute.href(undefined, { id: product.id }) })),
  ];
}

/** The layouts of every paper's newest issue, each with its address and its articles. */
async function latestLayouts(): Promise<{ path: string; detail: PaperLayoutDetail | null }[]> {
  const issues = await latestIssues();
  const layouts = issues.flatMap((issue) =>
    issue.layouts.map((layout) => ({ layout, path: paperHref(issue.date, issue.paperId, layout.no) })),
  );
  const details = await Promise.all(layouts.map(({ layout }) => getLayout(layout.id, layout)));
  return layouts.map(({ path }, index) => ({ path, detail: details[index] ?? null }));
}

/** The newest of some ISO times, or null. */
export function newestTime(times: (string | null | undefined)[]): string | null {
  return (
    times
      .filter((time): time is string => Boolean(time))
      .sort((a, b) => Date.parse(a) - Date.parse(b))
      .at(-1) ?? null
  );
}

/**
 * Pages beyond columns and articles that search engines should know: the paper edition's newest
 * layouts (each at its own address, the one its page calls canonical: `/paper.html` alone names
 * the newest front page, so it is not listed), and the site's other pages.
 */
export async function extraPages(): Promise<ExtraPage[]> {
  const [layouts, site] = await Promise.all([latestLayouts(), sitePages()]);
  return [
    ...layouts.map(({ path, detail }) => ({
      path,
      lastmod: newestTime((detail?.articles ?? []).map((a) => a.publishedAt)),
    })),
    ...site,
  ];
}

/** News beyond the columns' articles: the articles of every paper's newest issue (the news sitemap keeps the last 48 h). */
export async function extraNews(): Promise<{ href: string; title: string; publishedAt: string | null }[]> {
  const layouts = await latestLayouts();
  return layouts.flatMap(({ detail }) =>
    (detail?.articles ?? []).map((article) => ({
      href: paperArticleRoute.href({ id: article.id }),
      title: article.title,
      publishedAt: article.publishedAt,
    })),
  );
}
