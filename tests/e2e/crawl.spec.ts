import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './support/test';
import { ROUTE_NAMES } from '@/lib/routing/routeTable';
import { BASE, pageLinks, routeOf } from './support/links';

// No link the product renders leads to a 404 (or to a failure): a crawl from home, three links
// deep, over the seeded site, as an anonymous reader. Raw HTML only: the server's links are what
// crawlers and readers without script follow; islands' links are covered by their own specs.

const MAX_DEPTH = 3;
const MAX_PAGES = 450;
/** Pages of one route family past this many add little: the same template with other ids. */
const PER_ROUTE = 18;

/**
 * Routes a reader never reaches by following links from home, by design: addresses handed out for
 * sharing, each a landing for a link that came from outside (docs/decisions/0031).
 */
const SHARE_ONLY: Readonly<Record<string, string>> = {
  mvodShare:
    'the short-video service hands it out as the share address of a short video (minVideoDetail is the page readers browse)',
  paperSharePage: 'the paper edition shares a layout through it (paper is the page readers browse)',
  columnShare: 'the app shares a column through it (columnDetail is the page readers browse)',
  invitedToDownload: 'the invitation a member sends (invite) lands here',
  weixinSignIn:
    'not shared but not linked either: proxy.ts sends a weixin reader there before weixin sign-in (docs/decisions/0064)',
  shareinvite: 'the poster of a member’s invitation code, shared out of invite',
};

/**
 * Routes of one signed-in reader's own (an anonymous crawl is sent to sign in): the test checks
 * instead that the product builds a link to each of them somewhere (the pages that link them show
 * those links to signed-in readers, often from an island after load). The tip-off form is not one:
 * every page's footer links it (the crawl follows that link to the sign-in page).
 */
const SIGN_IN_ONLY = [
  'getUserInfo',
  'invite',
  'integralShop',
  'inputArticleDetail',
  'signupdetail',
  'registrationDetail',
  'writeOff',
  'voteItemDetail',
  'activityVoteWeb',
  'myComments',
  'myFollows',
  'myReporters',
  'myQuestions',
  'myTipoffs',
  'myPosts',
  'myMessages',
  'readHistory',
  'setPassword',
  'cancelAccount',
];

/**
 * Routes only the designed generation links (docs/decisions/0103): the crawl runs on the real
 * platform's, and tests/e2e/designedGeneration.spec.ts follows the link there.
 */
const DESIGNED_LINKS_ONLY: Readonly<Record<string, string>> = {
  tagList: "an article's tags: the real article's `tag` names them without ids",
};

/**
 * Second addresses of a reached route, never linked as such: `index.html` is home's, and
 * newQaDetail shows the Q&A whose canonical address is qaDetail (docs/decisions/0026).
 */
const ALIASES: Readonly<Record<string, string>> = { index: 'home', newQaDetail: 'qaDetail' };

/**
 * List pages that are a route without its id (docs/product.md §2, lists behind optional ids): the family is
 * reached through its items too, so each list's own address is checked.
 */
const LISTS_WITHOUT_ID = [
  'activityDetail.html',
  'topicDetail.html',
  'qaDetail.html',
  'figureDetail.html',
  'circleDetail.html',
];

/** The route families a crawl from home must reach: the route table less the named exceptions. */
function routesToReach(): string[] {
  return ROUTE_NAMES.filter(
    (name) =>
      !(name in SHARE_ONLY) && !SIGN_IN_ONLY.includes(name) && !(name in ALIASES) && !(name in DESIGNED_LINKS_ONLY),
  );
}

test('from home, three links deep: every page the product links answers, none is a 404', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Map<string, string>([[`${BASE}home.html`, '(start)']]);
  const perRoute = new Map<string, number>([['home', 1]]);
  let frontier = [`${BASE}home.html`];
  const broken: string[] = [];
  let visited = 0;

  for (let depth = 0; depth <= MAX_DEPTH && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    // A few at a time: a crawler's pace, and the front server's cache fills are serialised per key anyway.
    for (let i = 0; i < frontier.length; i += 6) {
      const batch = frontier.slice(i, i + 6);
      await Promise.all(
        batch.map(async (path) => {
          visited += 1;
          const response = await request.get(`${origin}${path}`);
          const status = response.status();
          if (status >= 400) {
            broken.push(`${status} ${path} (linked from ${seen.get(path)})`);
            return;
          }
          if (depth === MAX_DEPTH) return;
          const finalUrl = new URL(response.url());
          for (const link of pageLinks(await response.text(), finalUrl)) {
            if (seen.has(link)) continue;
            const route = routeOf(link);
            const count = perRoute.get(route) ?? 0;
            // The page cap never drops a route family not seen yet: reaching every family is the point.
            if (count >= PER_ROUTE || (count > 0 && seen.size >= MAX_PAGES)) continue;
            perRoute.set(route, count + 1);
            seen.set(link, path);
            next.push(link);
          }
        }),
      );
    }
    frontier = next;
  }

  console.log(`crawl: ${visited} pages, ${perRoute.size} route families: ${[...perRoute.keys()].sort().join(' ')}`);
  expect(broken).toEqual([]);
  // Every route of the route table is reached within three links of home, but the named share-only
  // and sign-in-only ones (docs/decisions/0031: pages that existed but that no page linked).
  const unreached = routesToReach().filter((name) => !perRoute.has(name));
  expect(unreached, 'route families no page links within three links of home').toEqual([]);
  expect(
    LISTS_WITHOUT_ID.filter((path) => !seen.has(`${BASE}${path}`)),
    'list pages without an id no page links',
  ).toEqual([]);
});

test('every route the crawl need not reach is named for a reason, and the product links the sign-in-only ones', () => {
  const known = new Set<string>(ROUTE_NAMES);
  for (const name of [...Object.keys(SHARE_ONLY), ...SIGN_IN_ONLY, ...Object.keys(ALIASES), ...Object.values(ALIASES)])
    expect(known.has(name), `${name} is a route`).toBe(true);
  // A link to a sign-in-only route is an address built in a component or a helper (`/tipoffDetail/…`,
  // `'/getUserInfo.html'`): the page modules and the route table only describe the route itself.
  const sources = sourceFiles(['components', 'features', 'lib']).filter(
    (file) => !/\.test\.tsx?$|lib\/routing\/routes\.ts$|\.route\.ts$/.test(file),
  );
  const text = sources.map((file) => readFileSync(file, 'utf8')).join('\n');
  const unlinked = SIGN_IN_ONLY.filter((name) => !new RegExp(`/${name}[/.]`).test(text));
  expect(unlinked, 'sign-in-only routes no component links').toEqual([]);
});

/** Every .ts/.tsx file under these folders. */
function sourceFiles(roots: string[]): string[] {
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

test('the link reader finds anchors, keeps queries, drops variants, fragments and other sites', () => {
  const from = new URL('http://127.0.0.1:3199/wap/touch/home.html');
  const html = `<a href="/wap/touch/newsDetail/1/1000.html?lang=bo#top">a</a><a class="x" href="search.html?keyword=%E9%9B%AA&amp;lang=en">b</a>
    <a href="https://gov.example.cn/x.html">c</a><a href="/wap/touch/api/articles/like">d</a><a href="mailto:a@b.c">e</a><a href="/wap/touch/rss.xml">f</a>`;
  expect(pageLinks(html, from)).toEqual([
    '/wap/touch/newsDetail/1/1000.html',
    '/wap/touch/search.html?keyword=%E9%9B%AA',
  ]);
});
