import type { ArticleSummary } from '../articles/article.types';

/** A reporter (authorInfo). */
export interface Reporter {
  id: number;
  name: string;
  icon: string;
  desk: string;
  intro: string;
  articleCount: number;
  /** The media account they write for, when it is one readers may see (docs/product.md §4). */
  account: { id: number; name: string; href: string } | null;
  /** In-app path of the reporter page: /reporter/{id}.html */
  href: string;
}

export interface ReporterPage {
  reporter: Reporter;
  articles: ArticleSummary[];
  /** Pages are appended until one comes back empty (docs/product.md §7). */
  hasMore: boolean;
  /** The reporter's newest dynamics (the first page of 10). */
  dynamics: Dynamic[];
}

/** A reporter's post from the field. */
export interface Dynamic {
  id: number;
  content: string;
  publishedAt: string | null;
  pictures: string[];
  reporter: { id: number; name: string; icon: string; href: string } | null;
  /** In-app path: /dynamicDetail/{id}.html */
  href: string;
}

/** dynamicDetail: one dynamic and the first page of its reporter's others. */
export interface DynamicPage {
  dynamic: Dynamic;
  others: Dynamic[];
  /** docs/product.md §9: a page of at least 10 may have more. */
  hasMore: boolean;
}
