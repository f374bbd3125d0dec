import type { ArticleSummary } from '../articles/article.types';

/** A public figure the newsroom reports on (figureDetail, personageReports). */
export interface Figure {
  id: number;
  name: string;
  /** Who they are in one line: their post or honour. */
  title: string;
  region: string;
  photo: string;
  intro: string;
  /** How many reports there are about them. */
  reportCount: number;
  /** /figureDetail/{id}.html */
  href: string;
  /** /personageReports/{id}.html */
  reportsHref: string;
}

/** A figure as the list of figures shows them (figureDetail without an id): no intro. */
export type FigureSummary = Omit<Figure, 'intro'>;

/** A figure and the first page of the reports about them. */
export interface FigurePage {
  figure: Figure;
  articles: ArticleSummary[];
  hasMore: boolean;
}
