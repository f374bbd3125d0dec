import { route } from '@/lib/routing/route';

// A member's own space (docs/decisions/0039; docs/product.md §2, the member's own pages;
// docs/decisions/0051): every page private (never kept by a shared cache), paged by `?page=N`.

/** myComments: `/myComments.html?page=`, my comments with their review state. */
export const myCommentsRoute = route({ name: 'myComments', query: ['page'] });
/** myFollows: `/myFollows.html?page=`, the media accounts I follow, each with unfollow. */
export const myFollowsRoute = route({ name: 'myFollows', query: ['page'] });
/** myReporters: `/myReporters.html?page=`, the reporters I follow, each with unfollow (docs/decisions/0064). */
export const myReportersRoute = route({ name: 'myReporters', query: ['page'] });
/** myQuestions: `/myQuestions.html?page=`, my questions to the ask bar. */
export const myQuestionsRoute = route({ name: 'myQuestions', query: ['page'] });
/** myTipoffs: `/myTipoffs.html?page=`, my tip-offs and the way to send another. */
export const myTipoffsRoute = route({ name: 'myTipoffs', query: ['page'] });
/** myPosts: `/myPosts.html?page=`, my circle posts. */
export const myPostsRoute = route({ name: 'myPosts', query: ['page'] });
/** myMessages: `/myMessages.html?page=`, the message centre. */
export const myMessagesRoute = route({ name: 'myMessages', query: ['page'] });
/** readHistory: `/readHistory.html`, what this device read (kept on the device only). */
export const readHistoryRoute = route({ name: 'readHistory' });

/** A page of a paged own list: page 0 has no query. */
export const pagedHref = (
  facts: { href: (values?: undefined, query?: { page: number | null }) => string },
  page: number,
) => facts.href(undefined, { page: page > 0 ? page : null });
