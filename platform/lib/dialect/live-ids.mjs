/**
 * A live broadcast's own id. On the real platform a live is an object of its own; the article that
 * lists it carries the live's id as `linkID`, and liveView takes that id (the recorded live list in
 * platform/test/fixtures/public/getLiveArticles.json: article 923 links live 18). The reference
 * platform keeps a live in its article row, so in the real dialects a live's id is its article's id
 * moved by a fixed offset: a client that asks liveView for the article's id gets "not found", as it
 * would from a real site.
 */
export const LIVE_ID_OFFSET = 900000;

/** @param {number} articleId */
export const liveIdOf = (articleId) => articleId + LIVE_ID_OFFSET;

/** The article of a live id; 0 for a number that is no live id. @param {number} liveId */
export const articleOfLive = (liveId) => (liveId > LIVE_ID_OFFSET ? liveId - LIVE_ID_OFFSET : 0);

/** The article an id names: a live's own id is moved back to its article, any other id is an article's. @param {number} id */
export const articleIdOf = (id) => articleOfLive(id) || id;

/**
 * A call's parameters with the live it names by its own id (a comment's object, an event's) as
 * the live's article, where the reference platform keeps it: the real dialects' lives are objects
 * of their own (DiscussApiManager.getDiscussCount and getTopic of intergrate-dev/xy6.0-xzw take a
 * live's id with source 1). `isLive` says whether the call is about a live; an id that is no live
 * id (an address made in the designed dialect) is left as it is.
 * @param {Record<string, string>} p @param {string[]} keys @param {boolean} isLive
 */
export function liveIdsAsArticles(p, keys, isLive) {
  if (!isLive) return p;
  /** @type {Record<string, string>} */
  const out = { ...p };
  for (const key of keys) {
    const article = articleOfLive(Number.parseInt(p[key] ?? '', 10) || 0);
    if (article > 0) out[key] = String(article);
  }
  return out;
}
