import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/test';
import { freshPhone, loginWithPassword, signUpFresh } from './support/identity';
import { BASE, pageLinks, routeOf } from './support/links';
import { describeNuErrors, nuErrors } from './support/nuChecker';
import { SEED } from './support/seed';
import { ROUTE_NAMES } from '@/lib/routing/routeTable';

// Valid HTML on every route family: the server HTML of one page of each (the W3C Nu checker,
// errors only), as an anonymous reader from home and, for the pages of a reader's own, signed in.
// The server HTML is what is checked: with streaming, it holds a Suspense fallback and the content
// that replaces it side by side, so both must be valid together (duplicate ids are the usual slip).

/** Pages no link from home reaches (tests/e2e/crawl.spec.ts says why), by an address of each. */
const BY_ADDRESS = [
  `mvodShare/${SEED.shortVideo}.html`, 'columnShare/2/14.html', 'invitedToDownload/12/ABCD1234.html', 'index.html', 'newQaDetail/3.html',
];

/** The sign-in-only pages, as the demo member (the form to apply and a registration are a fresh member's, below). */
const SIGNED_IN = [
  'getUserInfo.html', 'invite.html', 'shareinvite.html', 'integralShop.html', 'tipoffDetail.html', 'inputArticleDetail.html',
  'signupdetail.html', 'activityVote/3006/4001.html', 'voteItemDetail/3006/4001/4201.html',
  'activityVoteWeb/3006/4001.html',
];

/** Pages of one family fetched, at most, to find the links to others. */
const PER_FAMILY = 4;

/** Route families no link from home reaches: their pages are fetched by address, some signed in. */
const ELSEWHERE = new Set(['mvodShare', 'columnShare', 'invitedToDownload', 'index', 'newQaDetail', 'paperSharePage', 'shareinvite',
  'getUserInfo', 'invite', 'integralShop', 'tipoffDetail', 'inputArticleDetail', 'signupdetail', 'registrationDetail', 'writeOff',
  'voteItemDetail', 'activityVoteWeb', 'activityApply', 'activityVote']);

/** Second pages of a family whose page without an id (reached first) and with one are other templates. */
const SECOND_TEMPLATES: Readonly<Record<string, string>> = {
  'seekArticleDetail (a call for submissions)': 'seekArticleDetail/1.html',
  'qaDetail (a question)': 'qaDetail/3.html',
  'circleDetail (a circle)': 'circleDetail/3.html',
};

type Pages = Map<string, string>;

/** The page at this address, under the route family it ends on (a redirect may change it), unless that family is had already. */
async function collect(request: APIRequestContext, origin: string, path: string, pages: Pages, name?: string): Promise<string | undefined> {
  const response = await request.get(new URL(path, `${origin}${BASE}`).href);
  expect(response.status(), `${path}`).toBeLessThan(400);
  const final = new URL(response.url());
  if (final.origin !== origin || !final.pathname.startsWith(BASE)) return undefined;
  const key = name ?? routeOf(final.pathname);
  const html = await response.text();
  if (!pages.has(key) && /^\s*<!doctype html>/i.test(html)) pages.set(key, html);
  return html;
}

test('the server HTML of one page of every route family is valid HTML (W3C Nu checker)', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const pages: Pages = new Map();
  const started = Date.now();

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
          const html = await collect(request, origin, path, pages);
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
  for (const path of BY_ADDRESS) await collect(request, origin, path, pages);
  // A family's list page came first from home: its detail page is another template.
  for (const [name, path] of Object.entries(SECOND_TEMPLATES)) await collect(request, origin, path, pages, name);
  // The paper's share page: a layout of the paper's latest issue.
  const paper = await (await request.get('paper.html')).text();
  const issue = /\/paper\/(\d{8})\/1\/01\.html/.exec(paper);
  expect(issue, 'the paper links its first layout').not.toBeNull();
  await collect(request, origin, `paperSharePage/${issue![1]}/1/01.html`, pages);

  // Signed in: the reader's own pages, as the demo member.
  await loginWithPassword(page, '/getUserInfo.html');
  await expect(page).toHaveURL(/\/getUserInfo\.html$/);
  const member = page.context().request;
  for (const path of SIGNED_IN) await collect(member, origin, path, pages);
  // A registration and its voucher, of a member of its own (the demo member registers in activities.spec).
  await page.context().clearCookies();
  await signUpFresh(page);
  await collect(member, origin, 'activityApply/3001.html', pages);
  const regist = await member.post(`${origin}${BASE}api/activity/regist`, {
    headers: { origin },
    data: { activityId: 3001, answers: { name: '卓玛', phone: freshPhone().replace(/^139/, '137'), post: '医疗协助', day: '2026-12-07' } },
  });
  expect(regist.status(), await regist.text()).toBe(200);
  const { entryId, registCode } = (await regist.json()) as { entryId: number; registCode: string };
  await collect(member, origin, `registrationDetail/3001/${entryId}.html`, pages);
  await collect(member, origin, `writeOff/3001/${encodeURIComponent(registCode)}.html`, pages);

  const missing = ROUTE_NAMES.filter((name) => !pages.has(name));
  expect(missing, 'route families with no page checked').toEqual([]);

  const fetched = Date.now();
  const errors = nuErrors(pages);
  const pagesWithErrors = new Set(errors.map((e) => e.page)).size;
  console.log(`validity: ${pages.size} pages (${fetchedPages} fetched from home) in ${fetched - started} ms, checked in ${Date.now() - fetched} ms: ${errors.length} errors on ${pagesWithErrors} pages`);
  expect(errors, `Nu HTML checker errors (${errors.length} on ${pagesWithErrors} of ${pages.size} pages):\n${describeNuErrors(errors)}`).toEqual([]);
});
