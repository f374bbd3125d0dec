import { test, expect } from './support/test';
import { freshPhone, loginWithPassword, signUpFresh } from './support/identity';
import { anonymousPages, collect } from './support/families';
import { BASE } from './support/links';
import { describeNuErrors, nuErrors } from './support/nuChecker';
import { brokenLinks } from './support/linkCheck';
import { ROUTE_NAMES } from '@/lib/routing/routeTable';
import { registrationsUnderReview } from './support/platform';

// Valid HTML on every route family: the server HTML of one page of each (the W3C Nu checker,
// errors only), as an anonymous reader from home and, for the pages of a reader's own, signed in.
// The server HTML is what is checked: with streaming, it holds a Suspense fallback and the content
// that replaces it side by side, so both must be valid together (duplicate ids are the usual slip).
// Then no link of those pages is broken (linkinator over the same HTML, docs/decisions/0101).

/** The sign-in-only pages, as the demo member (the form to apply and a registration are a fresh member's, below). */
const SIGNED_IN = [
  'getUserInfo.html',
  'invite.html',
  'shareinvite.html',
  'integralShop.html',
  'tipoffDetail.html',
  'inputArticleDetail.html',
  'signupdetail.html',
  'activityVote/3006/4001.html',
  'voteItemDetail/3006/4001/4201.html',
  'activityVoteWeb/3006/4001.html',
  'setPassword.html',
  'cancelAccount.html',
  'myComments.html',
  'myFollows.html',
  'myReporters.html',
  'myQuestions.html',
  'myTipoffs.html',
  'myPosts.html',
  'myMessages.html',
  'readHistory.html',
];

test('the server HTML of one page of every route family is valid HTML (W3C Nu checker)', async ({
  page,
  request,
  baseURL,
}) => {
  // A ceiling: the crawl, the Nu checker and linkinator took 90–145 s together on a busy 2-core machine.
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const started = Date.now();
  const { pages, fetchedPages, addresses } = await anonymousPages(request, origin);
  // Weixin's consent step: no link reaches it, proxy.ts sends a weixin reader there (docs/decisions/0064).
  await collect(request, origin, `weixinSignIn.html?redirect=${encodeURIComponent('/home.html')}`, pages, {
    addresses,
  });

  // Signed in: the reader's own pages, as the demo member.
  await loginWithPassword(page, '/getUserInfo.html');
  await expect(page).toHaveURL(/\/getUserInfo\.html$/);
  const member = page.context().request;
  for (const path of SIGNED_IN) await collect(member, origin, path, pages, { addresses });
  // A registration and its voucher, of a member of its own (the demo member registers in activities.spec).
  await page.context().clearCookies();
  await signUpFresh(page);
  await collect(member, origin, 'activityApply/3001.html', pages, { addresses });
  const regist = await member.post(`${origin}${BASE}api/activities/regist`, {
    headers: { origin },
    data: {
      activityId: 3001,
      answers: { name: '卓玛', phone: freshPhone().replace(/^139/, '137'), post: '医疗协助', day: '2026-12-07' },
    },
  });
  expect(regist.status(), await regist.text()).toBe(200);
  // A real saveActivity answers `true` alone (docs/decisions/0108): the registration is found where
  // its member finds it, in my registrations, and its voucher's code in the organiser's queue.
  const mine = await (await member.get(`${origin}${BASE}signupdetail.html`)).text();
  const entryId = Number(/registrationDetail\/3001\/(\d+)\.html/.exec(mine)?.[1]);
  expect(entryId, 'my registrations link the new one').toBeGreaterThan(0);
  const registCode = (await registrationsUnderReview(3001)).find((entry) => entry.id === entryId)?.registCode ?? '';
  expect(registCode, "the registration waits in the organiser's queue with its code").not.toBe('');
  await collect(member, origin, `registrationDetail/3001/${entryId}.html`, pages, { addresses });
  await collect(member, origin, `writeOff/3001/${encodeURIComponent(registCode)}.html`, pages, { addresses });

  const missing = ROUTE_NAMES.filter((name) => !pages.has(name));
  expect(missing, 'route families with no page checked').toEqual([]);
  // One title pattern (docs/product.md, Chrome): the page's own title, then the site's name; home's is the site's.
  const untitled = [...pages]
    .filter(([name]) => name !== 'home' && name !== 'index')
    .map(([name, html]) => `${name}: ${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''}`)
    .filter((line) => !line.endsWith(' - 高原融媒'));
  expect(untitled, "titles without the site's name").toEqual([]);

  const fetched = Date.now();
  const errors = nuErrors(pages);
  const pagesWithErrors = new Set(errors.map((e) => e.page)).size;
  console.log(
    `validity: ${pages.size} pages (${fetchedPages} fetched from home) in ${fetched - started} ms, checked in ${Date.now() - fetched} ms: ${errors.length} errors on ${pagesWithErrors} pages`,
  );
  expect(
    errors,
    `Nu HTML checker errors (${errors.length} on ${pagesWithErrors} of ${pages.size} pages):\n${describeNuErrors(errors)}`,
  ).toEqual([]);

  // The same sample's links, by linkinator (support/linkCheck.ts): every one to our origin answers.
  const linksStarted = Date.now();
  const { broken, links } = await brokenLinks(pages, addresses, origin);
  console.log(
    `links: ${links} links of ${pages.size} pages checked in ${Date.now() - linksStarted} ms: ${broken.length} broken`,
  );
  expect(broken, 'broken links (linkinator)').toEqual([]);
});
