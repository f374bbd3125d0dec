import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';
import { BASE, pageLinks, routeOf } from './links';
import { SEED } from './seed';
import { ROUTE_NAMES } from '@/lib/routing/routeTable';

// One page of every route family an anonymous reader reaches, as server HTML: from home, breadth
// first, then the families no link from home reaches by an address of each (tests/e2e/crawl.spec.ts
// says why). tests/e2e/validity.spec.ts adds the signed-in pages; tests/e2e/structuredData.spec.ts
// reads the JSON-LD of these.

/** Pages no link from home reaches, by an address of each. */
const BY_ADDRESS = [
  `mvodShare/${SEED.shortVideo}.html`,
  'columnShare/2/14.html',
  'invitedToDownload/12/ABCD1234.html',
  'index.html',
  'newQaDetail/3.html',
  'tagList/1.html',
];

/** Pages of one family fetched, at most, to find the links to others. */
const PER_FAMILY = 4;

/** Route families no link from home reaches: their pages are fetched by address, some signed in. */
export const ELSEWHERE = new Set([
  'mvodShare',
  'columnShare',
  'invitedToDownload',
  'index',
  'newQaDetail',
  'paperSharePage',
  'shareinvite',
  'getUserInfo',
  'invite',
  'integralShop',
  'tipoffDetail',
  'inputArticleDetail',
  'signupdetail',
  'registrationDetail',
  'writeOff',
  'voteItemDetail',
  'activityVoteWeb',
  'activityApply',
  'activityVote',
  'setPassword',
  'cancelAccount',
  // The member's own space: linked from the member page only.
  'myComments',
  'myFollows',
  'myReporters',
  'myQuestions',
  'myTipoffs',
  'myPosts',
  'myMessages',
  'readHistory',
  // Weixin's consent step: only weixin readers are sent there, by proxy.ts (docs/decisions/0064).
  'weixinSignIn',
  // A tag's articles: linked from an article's tags, which only the designed generation names by id
  // (the real article's `tag` is names alone), and the suite runs on the real one (docs/decisions/0103).
  'tagList',
]);

/** Second pages of a family whose page without an id (reached first) and with one are other templates. */
const SECOND_TEMPLATES: Readonly<Record<string, string>> = {
  'seekArticleDetail (a call for submissions)': 'seekArticleDetail/1.html',
  'qaDetail (a question)': 'qaDetail/3.html',
  'circleDetail (a circle)': 'circleDetail/3.html',
  // Either may be the one reached first from home (an article links an activity, every footer the activities).
  'activityDetail (the activities)': 'activityDetail.html',
  'activityDetail (an activity)': 'activityDetail/3001.html',
};

/** Server HTML by route family (or by the name of a second template). */
export type Pages = Map<string, string>;

/** Every page fetched, by route family: the HTML of each (structuredData.spec checks every one, not the first alone). */
export type EveryPage = Map<string, string[]>;

/** The address each page of `Pages` was answered at (the base of its relative links: support/linkCheck.ts). */
export type Addresses = Map<string, string>;

/** The page at this address, under the route family it ends on (a redirect may change it), unless that family is had already. */
export async function collect(
  request: APIRequestContext,
  origin: string,
  path: string,
  pages: Pages,
  { name, every, addresses }: { name?: string; every?: EveryPage; addresses?: Addresses } = {},
): Promise<string | undefined> {
  const response = await request.get(new URL(path, `${origin}${BASE}`).href);
  expect(response.status(), `${path}`).toBeLessThan(400);
  const final = new URL(response.url());
  if (final.origin !== origin || !final.pathname.startsWith(BASE)) return undefined;
  const key = name ?? routeOf(final.pathname);
  const html = await response.text();
  if (/^\s*<!doctype html>/i.test(html)) {
    if (!pages.has(key)) {
      pages.set(key, html);
      addresses?.set(key, final.href);
    }
    every?.set(key, [...(every.get(key) ?? []), html]);
  }
  return html;
}

/** One page of every family an anonymous reader reaches, and how many pages were fetched from home to find them. */
export async function anonymousPages(
  request: APIRequestContext,
  origin: string,
): Promise<{ pages: Pages; fetchedPages: number; everyPage: EveryPage; addresses: Addresses }> {
  const pages: Pages = new Map();
  const everyPage: EveryPage = new Map();
  const addresses: Addresses = new Map();
  // From home, breadth first, three links deep as the crawl: every link to a route family not had
  // yet, and a few more of each family (some families are linked from one page of another only),
  // until every family a link reaches is had.
  const reachable = ROUTE_NAMES.filter((name) => !ELSEWHERE.has(name));
  const queued = new Map<string, number>([['home', 1]]);
  let frontier = [`${BASE}home.html`];
  const seen = new Set(frontier);
  let fetchedPages = 0;
  for (let depth = 0; depth <= 3 && frontier.length > 0 && reachable.some((name) => !pages.has(name)); depth += 1) {
    const next: string[] = [];
    for (let i = 0; i < frontier.length && reachable.some((name) => !pages.has(name)); i += 6) {
      await Promise.all(
        frontier.slice(i, i + 6).map(async (path) => {
          fetchedPages += 1;
          const html = await collect(request, origin, path, pages, { every: everyPage, addresses });
          if (html === undefined) return;
          for (const link of pageLinks(html, new URL(path, origin))) {
            const route = routeOf(link);
            const count = queued.get(route) ?? 0;
            if (seen.has(link) || count >= PER_FAMILY) continue;
            seen.add(link);
            queued.set(route, count + 1);
            // A family not had yet goes first.
            if (count === 0) next.unshift(link);
            else next.push(link);
          }
        }),
      );
    }
    frontier = next;
  }
  for (const path of BY_ADDRESS) await collect(request, origin, path, pages, { every: everyPage, addresses });
  // A family's list page came first from home: its detail page is another template.
  for (const [name, path] of Object.entries(SECOND_TEMPLATES))
    await collect(request, origin, path, pages, { name, every: everyPage, addresses });
  // The paper's share page: a layout of the paper's latest issue.
  const paper = await (await request.get(new URL('paper.html', `${origin}${BASE}`).href)).text();
  const issue = /\/paper\/(\d{8})\/1\/01\.html/.exec(paper);
  expect(issue, 'the paper links its first layout').not.toBeNull();
  await collect(request, origin, `paperSharePage/${issue![1]}/1/01.html`, pages, { every: everyPage, addresses });
  return { pages, fetchedPages, everyPage, addresses };
}
