import type { Browser, Page } from '@playwright/test';
import { test, expect, devices } from './support/test';
import { PLATFORM_URL } from './support/platform';
import { DEMO } from './support/identity';

// Counts that move (docs/product.md §7, "Counts") and a session from the app (docs/host-app-bridge.md,
// "Signing the app's member in"), against the reference platform. Each test owns its article: an old
// generated news article (the bottom of the archive) no other test opens.

const PIXEL_UA = devices['Pixel 7'].userAgent;
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Envelope<T> = { status: number; message: string; data: T };
let anonymous = '';

/** One app_if call as the provider's app makes it (token header; a plain form for a POST; the interface version 1, so the 2020 platform answers in its envelope). */
async function appIf<T>(
  call: string,
  { form, token, query = {} }: { form?: Record<string, string>; token?: string; query?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  if (!anonymous && call !== 'getAnonymousToken')
    anonymous = (await appIf<{ token: string }>('getAnonymousToken', { query: { device: 'e2e-counts' } })).data.token;
  const url = new URL(`${PLATFORM_URL}/app_if/${call}`);
  for (const [key, value] of Object.entries({ siteId: '1', siteID: '1', curVersions: '1', ...query }))
    url.searchParams.set(key, value);
  const headers: Record<string, string> = { token: token ?? anonymous };
  const init: RequestInit = form
    ? {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }
    : { headers };
  return (await (await fetch(url, init)).json()) as Envelope<T>;
}

const clicksOf = async (id: number) =>
  Number(
    (await appIf<{ countClick: number }>('getArticleContent', { query: { articleId: String(id) } })).data.countClick,
  );

/** An old generated news article open to comments, counted from the end of the archive (`skip` gives each test its own). */
async function oldNewsArticle(skip: number): Promise<number> {
  let found = 0;
  for (let id = 1899; id > 1100; id -= 1) {
    const answer = await appIf<{ articleType: number; discussClosed: number }>('getArticleContent', {
      query: { articleId: String(id) },
    });
    if (answer.status !== 0 || Number(answer.data.articleType) !== 0 || Number(answer.data.discussClosed) === 1)
      continue;
    if (found === skip) return id;
    found += 1;
  }
  throw new Error('no old news article');
}

/** Opens the article in a browser of its own (a device of its own) and waits for its view count's answer. */
async function view(
  browser: Browser,
  id: number,
  { userAgent = PIXEL_UA, page: given }: { userAgent?: string; page?: Page } = {},
) {
  const page = given ?? (await (await browser.newContext({ userAgent })).newPage());
  const [counted] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/analytics/count') && r.request().method() === 'POST' && r.status() === 200,
    ),
    page.goto(`newsDetail/${id}.html`),
  ]);
  return { page, counted: ((await counted.json()) as { counted: boolean }).counted };
}

test("three page views from three devices move the read count by three; a fourth from the same device and a crawler's do not", async ({
  browser,
}) => {
  const id = await oldNewsArticle(0);
  const before = await clicksOf(id);

  const first = await view(browser, id);
  expect(first.counted).toBe(true);
  expect((await view(browser, id)).counted).toBe(true);
  expect((await view(browser, id)).counted).toBe(true);
  await expect.poll(() => clicksOf(id)).toBe(before + 3);

  // The same device again: the browser remembers today's count and sends nothing; with its memory
  // wiped, the platform still knows the device and moves nothing (that the front is told so is the
  // designed generation's `counted`: tests/e2e/designedGeneration.spec.ts).
  await first.page.evaluate(() => window.localStorage.clear());
  await view(browser, id, { page: first.page });
  // A search engine's visit counts nothing.
  expect((await view(browser, id, { userAgent: GOOGLEBOT })).counted).toBe(false);
  expect(await clicksOf(id)).toBe(before + 3);
});

test('a reader arriving from a shared link sends the share-page click: the read count moves for it too', async ({
  browser,
}) => {
  const id = await oldNewsArticle(1);
  const before = await clicksOf(id);
  const page = await (await browser.newContext()).newPage();
  const counts = new Set<string>();
  page.on('request', (r) => {
    if (r.url().endsWith('/api/analytics/count'))
      counts.add((JSON.parse(r.postData() ?? '{}') as { event: string }).event);
  });
  await Promise.all([
    page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/analytics/count') &&
        (r.request().postData() ?? '').includes('sharePageClick') &&
        r.status() === 200,
    ),
    page.goto(`newsDetail/${id}.html?from=singlemessage&isappinstalled=0`),
  ]);
  await expect.poll(() => clicksOf(id)).toBe(before + 2);
  expect([...counts].sort()).toEqual(['click', 'sharePageClick']);
});

/** The provider's app signs its member in with the platform, as the app does on the phone. */
async function appLogin() {
  const login = await appIf<{ uid: number; accessToken: string; refreshToken: string }>('member/loginByPassword', {
    form: { phone: DEMO.phone, password: DEMO.password, device: 'e2e-app-phone' },
  });
  expect(login.status, login.message).toBe(0);
  return login.data;
}
async function webTicket(accessToken: string): Promise<string> {
  const answer = await appIf<{ ticket: string; expiresIn: number }>('member/webTicket', {
    form: { siteID: '1' },
    token: accessToken,
  });
  expect(answer.status, answer.message).toBe(0);
  expect(answer.data.expiresIn).toBe(60);
  return answer.data.ticket;
}

test("the app hands its member to the web: signed in without typing, an in-app comment posts, a replayed ticket is refused, the app's sign-out ends it", async ({
  browser,
}) => {
  const id = await oldNewsArticle(2);
  const app = await appLogin();
  const inAppUa = `${PIXEL_UA} xyApp/6.2.6 xyUid/${app.uid}`;
  const ticket = await webTicket(app.accessToken);
  const handover = `api/member/authApp?ticket=${encodeURIComponent(ticket)}&redirect=${encodeURIComponent(`/newsDetail/${id}.html?lang=en`)}`;

  const context = await browser.newContext({ userAgent: inAppUa });
  const page = await context.newPage();
  await page.goto(handover);
  // On the article, signed in, and the ticket is not in the address (nor in history).
  await expect(page).toHaveURL(new RegExp(`/newsDetail/${id}\\.html\\?lang=en$`));
  const session = (await context.cookies()).find((c) => c.name === 'touch_session');
  expect(session?.httpOnly).toBe(true);

  // An in-app comment posts: the composer knows the member, no 'open the client' and no login.
  const comments = page.locator('#comments');
  await comments.getByRole('textbox').fill(`In-app comment ${Date.now()}`);
  await comments.getByRole('button', { name: 'Post' }).click();
  await expect(comments.getByRole('status')).toHaveText(/Comment posted|Comment under review/);

  // The member's own pages open as theirs: the profile says how they came.
  await page.goto('getUserInfo.html?lang=en');
  await expect(page.getByTestId('member-id')).toHaveText(String(app.uid));
  await expect(page.getByTestId('member-score')).toBeVisible();

  // The same ticket again, from another webview: refused, nobody signed in.
  const other = await browser.newContext({ userAgent: inAppUa });
  const replay = await other.request.get(handover, { maxRedirects: 0, headers: { 'user-agent': inAppUa } });
  expect(replay.status()).toBe(303);
  expect(replay.headers()['x-app-session']).toBe('refused');
  expect((await other.cookies()).some((c) => c.name === 'touch_session' && c.value !== '')).toBe(false);

  // Signing out in the app ends the web session made from it.
  expect(
    (await appIf('member/logout', { form: { refreshToken: app.refreshToken }, token: app.accessToken })).status,
  ).toBe(0);
  // Seen on the member's page, whose call the platform checks the member's token on: the real myFav
  // names the member by userID in its form and asks no token (docs/decisions/0108), so the
  // collection is no witness on a real platform.
  await page.goto('getUserInfo.html?lang=en');
  await expect(page.getByTestId('member-id')).toHaveCount(0);
  await Promise.all([context.close(), other.close()]);
});
