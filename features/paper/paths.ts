import { route } from '@/lib/routing/route';
import { timeOfDate } from './issueDate';

// The paper edition's routes' facts (docs/decisions/0039). The reader
// `/paper/{time?}/{paperId?}/{layout?}.html` has the same segments as the share page
// docs/product.md §2 names, `/paperSharePage/{time?}/{paperId?}/{layout?}.html`: time is the issue
// date as 8 digits (20261123), layout the layout number ('01'). docs/product.md §2 gives the paper
// edition no route but its share page: the reader and its articles are ours.

const paperSegments = {
  segments: ['time?', 'paperId?', 'layout?'],
  text: ['time', 'layout'],
  missing: 'trailing',
  public: true,
  tags: { paperId: 'paper' },
} as const;

/** paper: the paper edition's reader. */
export const paperRoute = route({ name: 'paper', ...paperSegments });
/** paperSharePage: the reader at the platform's share address. */
export const paperSharePageRoute = route({ name: 'paperSharePage', ...paperSegments });
/** paperArticle: `/paperArticle/{id}.html`, one article of an issue. */
export const paperArticleRoute = route({
  name: 'paperArticle',
  segments: ['id'],
  public: true,
  tags: { id: 'paperarticle' },
});

/** The reader at an issue's layout. */
export function paperHref(date: string, paperId: number, layoutNo: string): string {
  return paperRoute.href({ time: timeOfDate(date), paperId, layout: layoutNo });
}

/** The share page of an issue's layout. */
export function paperShareHref(date: string, paperId: number, layoutNo: string): string {
  return paperSharePageRoute.href({ time: timeOfDate(date), paperId, layout: layoutNo });
}
