import { route } from '@/lib/routing/route';

// The short video routes' facts (docs/decisions/0039; docs/product.md §2).

/** minVideoDetail: `/minVideoDetail/{id}.html`, a short video. */
export const minVideoDetailRoute = route({ name: 'minVideoDetail', segments: ['id'], public: true, tags: { id: 'shortvideo' } });
/** mvodShare: `/mvodShare/{id}.html`, a short video's share page. */
export const mvodShareRoute = route({ name: 'mvodShare', segments: ['id'], public: true, tags: { id: 'shortvideo' } });
