// The paper edition's own types; components never see the platform's raw shapes.

export interface Paper {
  id: number;
  name: string;
  description: string;
  /** The newest issue's date ('2026-11-23'), '' when the paper has none. */
  latestDate: string;
}

/** One page of an issue, with its page image. */
export interface PaperLayout {
  id: number;
  /** '01', '02', ... */
  no: string;
  name: string;
  image: { src: string; width: number; height: number };
  /** null where the platform does not say. */
  articleCount: number | null;
  /** The page as printed, where the paper publishes it: its address and size in bytes; null otherwise. */
  /** The page as printed; `bytes` null where the platform says no size. */
  pdf: { href: string; bytes: number | null } | null;
}

export interface PaperIssue {
  paperId: number;
  paperName: string;
  /** China date, '2026-11-23'. */
  date: string;
  layouts: PaperLayout[];
}

/** An article's region on its page image, in percent of the image (the bounding box of its polygon). */
export interface PaperRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PaperLayoutArticle {
  id: number;
  title: string;
  subTitle: string;
  introTitle: string;
  author: string;
  publishedAt: string | null;
  /** Null when the platform maps no region for it (it is still listed). */
  region: PaperRegion | null;
}

export interface PaperLayoutDetail {
  paperId: number;
  paperName: string;
  date: string;
  layout: PaperLayout;
  articles: PaperLayoutArticle[];
}

/** The issue dates of one month of a paper, and how far its issues go. */
export interface PaperMonth {
  /** '2026-11'. */
  month: string;
  dates: string[];
  firstDate: string;
  lastDate: string;
}

/** An article before or after another in its issue, maybe on another layout (docs/product.md §2, the paper edition). */
export interface PaperNeighbour {
  id: number;
  title: string;
  /** Its layout, when it is not the article's own: the reader turns a page. */
  layout: { no: string; name: string } | null;
}

/** The articles before and after one in its issue; null at the issue's ends, for a preview, or when the lists failed. */
export interface PaperNeighbours {
  previous: PaperNeighbour | null;
  next: PaperNeighbour | null;
}

export interface PaperArticle {
  id: number;
  title: string;
  subTitle: string;
  introTitle: string;
  author: string;
  /** Sanitised HTML (lib/content/sanitize.ts). */
  bodyHtml: string;
  /** Plain text of the body, for descriptions. */
  text: string;
  publishedAt: string | null;
  paperId: number;
  paperName: string;
  date: string;
  layout: PaperLayout;
  commentsClosed: boolean;
  /** The preview variant: an article not yet published (aStatus not 1), opened by an editor's link (docs/product.md §4). */
  preview: boolean;
}
