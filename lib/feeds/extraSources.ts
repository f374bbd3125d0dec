import 'server-only';

/** A page listed in the pages sitemap beside home and download. */
export interface ExtraPage {
  path: string;
  lastmod?: string | null;
}

/** Pages beyond columns and articles that search engines should know (the paper, about us, ...). */
export async function extraPages(): Promise<ExtraPage[]> {
  return [];
}

/** News beyond the columns' articles (the paper edition's of the last days). */
export async function extraNews(): Promise<{ href: string; title: string; publishedAt: string | null }[]> {
  return [];
}
