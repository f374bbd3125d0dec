import { route } from '@/lib/routing/route';

// The Q&A routes' facts (docs/decisions/0039; docs/product.md §2; docs/decisions/0026).

/** topicDetail: `/topicDetail/{id?}.html`, a topic (without an id: the topics, `?page=`). */
export const topicDetailRoute = route({
  name: 'topicDetail',
  segments: ['id?'],
  public: true,
  tags: { id: 'topic' },
  query: ['page'],
});
/** askDetail: `/askDetail/{id}.html`, a question and its answers. */
export const askDetailRoute = route({ name: 'askDetail', segments: ['id'], public: true, tags: { id: 'question' } });
/** qaDetail: `/qaDetail/{id?}.html`, a government Q&A, its canonical address (without an id: the list, `?page=`). */
export const qaDetailRoute = route({
  name: 'qaDetail',
  segments: ['id?'],
  public: true,
  tags: { id: 'govqa' },
  query: ['page'],
});
/** newQaDetail: `/newQaDetail/{id}.html`, the same government Q&A at the platform's other address. */
export const newQaDetailRoute = route({ name: 'newQaDetail', segments: ['id?'], public: true, tags: { id: 'govqa' } });
/** userDetail: `/userDetail/{id}.html`, a member's public page. */
export const userDetailRoute = route({ name: 'userDetail', segments: ['id'], public: true, tags: { id: 'member' } });

/** The government Q&A list, page by page (0-based; the first page has no query). */
export const govQaListHref = (page = 0) => qaDetailRoute.href(undefined, { page: page > 0 ? page : null });
