import { route } from '@/lib/routing/route';

// The circles' routes' facts (docs/decisions/0039; docs/product.md §2).

/** circleDetail: `/circleDetail/{id?}.html`, a circle (without an id: the circles; `?listType=&page=`). */
export const circleDetailRoute = route({
  name: 'circleDetail',
  segments: ['id?'],
  public: true,
  tags: { id: 'circle' },
  query: ['listType', 'page'],
});
/** postDetail: `/postDetail/{id?}.html`, a circle's post. */
export const postDetailRoute = route({ name: 'postDetail', segments: ['id?'], public: true, tags: { id: 'post' } });
/** noticeDetail: `/noticeDetail.html?id=`, a circle's notice. */
export const noticeDetailRoute = route({ name: 'noticeDetail', public: true, query: ['id'] });
/** friendsCircleDetail: `/friendsCircleDetail/{id?}.html`, one moment (without an id: the moments, `?page=`). */
export const friendsCircleDetailRoute = route({
  name: 'friendsCircleDetail',
  segments: ['id?'],
  public: true,
  query: ['page'],
});

/** The friends circle's list, page by page (0-based; the first has no query). */
export const momentListHref = (page = 0) => friendsCircleDetailRoute.href(undefined, { page: page > 0 ? page : null });
