/**
 * What the platform client says for a refused comment (10202-10204) when the platform gave no
 * message (docs/product.md §8): the browser shows its own 'comment failed' in the reader's
 * language instead of these words.
 */
export const COMMENT_FAILED_FALLBACK = 'comment failed';
