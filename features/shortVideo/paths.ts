import { route } from '@/lib/routing/route';

// The short video routes' facts (docs/decisions/0039; docs/product.md §2).

/** minVideoDetail: `/minVideoDetail/{id}.html`, a short video. */
export const minVideoDetailRoute = route({
  name: 'minVideoDetail',
  segments: ['id'],
  public: true,
  tags: { id: 'shortvideo' },
});
/** mvodShare: `/mvodShare/{id}.html`, a short video's share page. */
export const mvodShareRoute = route({ name: 'mvodShare', segments: ['id'], public: true, tags: { id: 'shortvideo' } });
/**
 * minVideoList: `/minVideoList/{catId?}.html`, the short videos of a category (without one: all of
 * them), `?page=N` from 0 (docs/decisions/0061).
 */
export const minVideoListRoute = route({ name: 'minVideoList', segments: ['catId?'], public: true, query: ['page'] });

/** The address of a page (0-based) of a category's clips; null: all categories. The first page has no query. */
export function shortVideoListHref(catId: number | null, page = 0): string {
  return minVideoListRoute.href({ catId }, { page: page > 0 ? page : null });
}
