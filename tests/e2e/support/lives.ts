import type { APIRequestContext } from '@playwright/test';

/**
 * A live's address as home's live strip links it: `liveDetail/{liveId}/{articleId}.html`. The live's
 * own id is the article's on the designed platform and an id of its own on a real one
 * (docs/decisions/0090), so a test takes it from the page's link instead of naming it.
 */
export async function liveOnHome(
  request: APIRequestContext,
  articleId: number,
): Promise<{ path: string; liveId: number }> {
  const html = await (await request.get('home.html')).text();
  const match = new RegExp(`href="[^"]*/(liveDetail/(\\d+)/${articleId}\\.html)"`).exec(html);
  if (!match) throw new Error(`home's live strip links no live of article ${articleId}`);
  return { path: match[1]!, liveId: Number(match[2]) };
}

/** A live's own id from its page's canonical address (`liveDetail/{liveId}/…`), whatever address opened it. */
export async function liveIdOfPage(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const match = /<link rel="canonical" href="[^"]*\/liveDetail\/(\d+)\/\d+\.html"/.exec(html);
  if (!match) throw new Error(`${path} has no live page's canonical`);
  return Number(match[1]);
}
