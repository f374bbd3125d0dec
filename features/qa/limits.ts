/** The longest question the platform takes (docs/platform-api.md, askQuestion), checked in the form and the handler. */
export const MAX_QUESTION_LENGTH = 500;

/** docs/product.md §9: lists are full at 20 (a topic's questions, a question's answers). */
export const QUESTION_PAGE_SIZE = 20;

/** docs/product.md §9: the government Q&A list (qaDetail without an id) shows 20 a page. */
export const GOV_QA_PAGE_SIZE = 20;
