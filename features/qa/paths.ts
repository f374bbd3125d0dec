/** docs/product.md §2: the Q&A routes' addresses, in one place for pages, islands and mappers. */
export const topicPath = (id: number) => `/topicDetail/${id}.html`;
export const questionPath = (id: number) => `/askDetail/${id}.html`;
/** qaDetail and newQaDetail show the same government Q&A: qaDetail is its canonical address (docs/decisions/0026). */
export const govQaPath = (id: number) => `/qaDetail/${id}.html`;
/** The government Q&A list, page by page (0-based; the first page has no query). */
export const govQaListPath = (page = 0) => (page > 0 ? `/qaDetail.html?page=${page}` : '/qaDetail.html');
export const memberPath = (id: number) => `/userDetail/${id}.html`;
