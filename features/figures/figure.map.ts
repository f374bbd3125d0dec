import { hasMore } from '@/lib/format/paging';
import type { Figure, FigurePage, FigureSummary } from '@/features/figures/figure.types';
import type { RawFigure, RawFigureArticles, RawFigureListItem } from './figure.schema';
import { mapArticleSummary } from '../articles/article.map';
import { figureDetailRoute, personageReportsRoute } from '@/features/figures/paths';

export function mapFigure(raw: RawFigure): Figure {
  return { ...mapFigureSummary(raw), intro: raw.intro };
}

export function mapFigureSummary(raw: RawFigureListItem): FigureSummary {
  return {
    id: raw.id,
    name: raw.name,
    title: raw.title,
    region: raw.region,
    photo: raw.photo,
    reportCount: raw.articleCount,
    href: figureDetailRoute.href({ id: raw.id }),
    reportsHref: personageReportsRoute.href({ id: raw.id }),
  };
}

/** A figure and a page of reports; more when the platform says so or the page came back full. */
export function mapFigurePage(info: RawFigure, articles: RawFigureArticles, pageSize: number): FigurePage {
  return {
    figure: mapFigure(info),
    articles: articles.list.map(mapArticleSummary),
    hasMore: hasMore(articles.list.length, articles.hasMore, pageSize),
  };
}
