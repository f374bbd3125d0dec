/** docs/product.md §2: all comments of an object, `/commentAll/{id}/{source}.html`. */
export const commentAllPath = (sourceType: number, objectId: number) => `/commentAll/${objectId}/${sourceType}.html`;

/** docs/product.md §2: one comment and all its replies, `/replyAll/{id}.html`. */
export const replyAllPath = (commentId: number) => `/replyAll/${commentId}.html`;
