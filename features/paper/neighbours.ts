import type { PaperLayout, PaperLayoutArticle, PaperNeighbour } from './paper.types';

// Previous and next within an issue (docs/product.md §2, the paper edition): the layout's articles in
// the platform's order, then on across the layouts by their number, as a reader turns the pages.

/**
 * The layouts before (-1) or after (1) the one at `from`, nearest first, leaving out those the
 * platform says are empty; one whose count it does not give (the real getPaperLayouts names none)
 * stays in: its articles tell.
 */
export function layoutsOnward(layouts: readonly PaperLayout[], from: number, by: -1 | 1): PaperLayout[] {
  const onward: PaperLayout[] = [];
  for (let i = from + by; i >= 0 && i < layouts.length; i += by) {
    const layout = layouts[i];
    if (layout && layout.articleCount !== 0) onward.push(layout);
  }
  return onward;
}

/** The article on the next layout that comes next when reading in that direction: its last going back, its first going on. */
export function edgeArticle(articles: readonly PaperLayoutArticle[], by: -1 | 1): PaperLayoutArticle | null {
  return (by < 0 ? articles.at(-1) : articles[0]) ?? null;
}

/** A neighbour as the article page links it; `layout` when it stands on another page of the issue. */
export function neighbourOf(article: PaperLayoutArticle, otherLayout: PaperLayout | null): PaperNeighbour {
  return {
    id: article.id,
    title: article.title,
    layout: otherLayout ? { no: otherLayout.no, name: otherLayout.name } : null,
  };
}
