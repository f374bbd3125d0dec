import 'server-only';
import { getLatestIssue, getLayout, getPapers } from '@/lib/platform/paper/paper';
import { PAPER_PATH, paperArticlePath, paperPath } from '@/lib/paper/paths';
import type { PaperIssue } from '@/lib/types/paper';

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

/** Pages beyond columns and articles that search engines should know: the paper edition's newest layouts. */
export async function extraPages(): Promise<ExtraPage[]> {
  const issues = await latestIssues();
  return [
    { path: PAPER_PATH },
    ...issues.flatMap((issue) => issue.layouts.map((layout) => ({ path: paperPath(issue.date, issue.paperId, layout.no) }))),
  ];
}

/** News beyond the columns' articles: the articles of every paper's newest issue (the news sitemap keeps the last 48 h). */
export async function extraNews(): Promise<{ href: string; title: string; publishedAt: string | null }[]> {
  const issues = await latestIssues();
  const layouts = await Promise.all(issues.flatMap((issue) => issue.layouts.map((layout) => getLayout(layout.id))));
  return layouts.flatMap((layout) =>
    (layout?.articles ?? []).map((article) => ({ href: paperArticlePath(article.id), title: article.title, publishedAt: article.publishedAt })),
  );
}
