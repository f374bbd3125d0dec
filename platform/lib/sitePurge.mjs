/**
 * Telling the touch site that something it shows changed (docs/decisions/0018: otherwise an approved
 * comment shows only after the page cache's time runs out). The site's front server takes
 * POST {basePath}/api/cache/invalidate {tags} with a bearer token (server/main.mjs,
 * CACHE_PURGE_TOKEN) and drops the pages filed under those tags, on every instance.
 * Configured with PLATFORM_SITE_PURGE_URL and PLATFORM_SITE_PURGE_TOKEN; without them nothing is sent.
 */

const PURGE_TIMEOUT_MS = 2_000;

/**
 * The site's cache tags a comment's change touches: the same list as the site's own writes name
 * (features/comments/commentTags.ts; tests/contract/commentPurge.contract.test.ts holds the two equal).
 * @param {{id: number, source_type: number, object_id: number, root_id: number | null}} row
 * @returns {string[]}
 */
export function commentPurgeTags(row) {
  const { source_type: sourceType, object_id: objectId } = row;
  const tags = [`comments:${sourceType}:${objectId}`, `commentson:${objectId}`, `comment:${row.root_id ?? row.id}`];
  /** @type {Record<number, string[]>} what the object's own page is filed under, by comment source */
  const objectTags = {
    0: ['article'],
    1: ['article', 'live'],
    3: ['paperarticle'],
    4: ['topic'],
    5: ['govqa'],
    6: ['activity'],
    7: ['post'],
  };
  for (const prefix of objectTags[sourceType] ?? []) tags.push(`${prefix}:${objectId}`);
  return tags;
}

/**
 * The site's cache tags an answered question touches (docs/decisions/0026): its own page (askDetail), its
 * topic's page (topicDetail lists it) and its asker's public page (userDetail) when they are a
 * member, as lib/cache/tags.ts names them (tests/contract/questionPurge.contract.test.ts).
 * @param {{id: number, topic_id: number, member_id: number | null}} row
 * @returns {string[]}
 */
export function questionPurgeTags(row) {
  return [`question:${row.id}`, `topic:${row.topic_id}`, ...(row.member_id ? [`member:${row.member_id}`] : [])];
}

/**
 * @param {{url: string, token: string, log: (message: string) => void}} options
 * @returns {(tags: string[]) => Promise<boolean>} sends the tags; false when not configured or refused
 */
export function createSitePurge({ url, token, log }) {
  if (!url || !token) return async () => false;
  return async (tags) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      if (!response.ok) log(`site purge refused (${response.status}) for ${tags.join(' ')}`);
      return response.ok;
    } catch (error) {
      // The site is down or slow: its pages expire on their own within the cache's time.
      log(`site purge failed for ${tags.join(' ')}: ${error instanceof Error ? error.message : error}`);
      return false;
    }
  };
}
