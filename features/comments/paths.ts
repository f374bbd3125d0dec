import { route } from '@/lib/routing/route';

// The comment routes' facts (docs/decisions/0039; docs/product.md §2; docs/decisions/0018).

/** commentAll: `/commentAll/{id?}/{source}.html`, all comments of an object (`?sort=hot`: most liked first). */
export const commentAllRoute = route({
  name: 'commentAll',
  segments: ['id?', 'source'],
  text: ['source'],
  public: true,
  tags: { id: 'commentson' },
  query: ['sort'],
});
/** replyAll: `/replyAll/{id}.html`, one comment and all its replies. */
export const replyAllRoute = route({ name: 'replyAll', segments: ['id'], public: true, tags: { id: 'comment' } });

/** All comments of an object: `/commentAll/{objectId}/{sourceType}.html`. */
export const commentAllHref = (sourceType: number, objectId: number) =>
  commentAllRoute.href({ id: objectId, source: sourceType });
