/** friendsCircleDetail: one moment. */
export const momentPath = (id: number) => `/friendsCircleDetail/${id}.html`;

/** docs/product.md §2: the friends circle's list (friendsCircleDetail without an id), page by page (0-based; the first has no query). */
export const momentListPath = (page = 0) => (page > 0 ? `/friendsCircleDetail.html?page=${page}` : '/friendsCircleDetail.html');
