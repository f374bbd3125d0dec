import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { signUpFresh } from './support/identity';
import { PLATFORM_URL } from './support/platform';
import { SEED } from './support/seed';

// A member's own space (docs/product.md §2, the member's own pages; docs/decisions/0051). Each test
// signs up a member of its own, does things through our API as the page would, and finds them on
// its own pages; axe runs on every page visited, in light Chinese and in dark Tibetan.

const MODERATION = { 'x-moderation-key': 'dev-moderator', 'content-type': 'application/json' };
/** An open ask-bar topic and a circle of the seed; the media account every seed has. */
const TOPIC = 3;
const CIRCLE = 1;
const ACCOUNT = 1;

/** A write through our own API from the page, as its islands send it (same origin, the page's cookies). */
async function send<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([url, json]) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    [`api/${path}`, JSON.stringify(body)] as const,
  );
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as T;
}

const key = () => `k${Date.now()}${Math.floor(Math.random() * 1e6)}`;

const OWN_PAGES = [
  'myComments',
  'myFollows',
  'myQuestions',
  'myTipoffs',
  'myPosts',
  'myMessages',
  'readHistory',
] as const;

test('each own page lists what a new member did in this run, links where it was done, and unfollows in place', async ({
  page,
}) => {
  // Ten pages, each checked by axe.
  test.setTimeout(150_000);
  await signUpFresh(page);
  const stamp = Date.now();
  const comment = `读后感：这篇报道很扎实（${stamp}）`;
  const question = `周末图书馆几点开门？（${stamp}）`;
  const tipoff = `北京中路路灯不亮（${stamp}）`;
  const post = `周末一起去拉萨河边跑步吗？（${stamp}）`;
  await send(page, 'comments', { sourceType: 0, objectId: SEED.news, content: comment });
  await send(page, 'qa/questions', { topicId: TOPIC, content: question, pictureIds: [], requestKey: key() });
  await send(page, 'tipoffs', { content: tipoff, requestKey: key() });
  await send(page, 'circles/post', { circleId: CIRCLE, content: post, requestKey: key() });
  await send(page, 'accounts/follow', { xyId: ACCOUNT, follow: true });

  // The member page leads to each of them, and to the tip-off form.
  await page.goto('getUserInfo.html?lang=cn');
  const links = page.getByTestId('my-space-links');
  await expect(links.getByRole('link', { name: '我要爆料' })).toHaveAttribute('href', /\/tipoffDetail\.html$/);
  await links.getByRole('link', { name: '我的评论' }).click();
  await expect(page).toHaveURL(/\/myComments\.html/);
  const mine = page.getByTestId('my-comments').getByRole('listitem').filter({ hasText: comment });
  await expect(mine.locator('[data-state]')).toHaveText(/已公开|审核中/);
  await expect(mine.getByRole('link', { name: /^评论于：/ })).toHaveAttribute(
    'href',
    new RegExp(`/commentAll/${SEED.news}/0\\.html$`),
  );

  await page.goto('myQuestions.html');
  const asked = page.getByTestId('my-questions').getByRole('listitem').filter({ hasText: question });
  await expect(asked.getByText('待回复')).toBeVisible();
  await expect(asked.getByRole('link', { name: /^提问于：/ })).toHaveAttribute(
    'href',
    new RegExp(`/topicDetail/${TOPIC}\\.html$`),
  );

  await page.goto('myTipoffs.html');
  const sent = page.getByTestId('my-tipoffs').getByRole('listitem').filter({ hasText: tipoff });
  await expect(sent.getByText('已收到')).toBeVisible();
  await expect(sent.getByRole('link')).toHaveAttribute('href', /\/tipoffDetail\/\d+\.html$/);
  await expect(page.getByTestId('send-tipoff')).toHaveAttribute('href', /\/tipoffDetail\.html$/);

  await page.goto('myPosts.html');
  await expect(page.getByTestId('my-posts').getByRole('link', { name: post })).toHaveAttribute(
    'href',
    /\/postDetail\/\d+\.html$/,
  );

  // A new member has no messages yet.
  await page.goto('myMessages.html');
  await expect(page.getByText('暂无消息。')).toBeVisible();

  // Unfollow in place; after a reload the account is gone from the list.
  await page.goto('myFollows.html');
  const follows = page.getByTestId('my-follows');
  await expect(follows.getByRole('listitem')).toHaveCount(1);
  await follows.getByRole('button', { name: /^已关注.+点按取消关注$/ }).click();
  await expect(follows.getByRole('button', { name: /^关注/ })).toBeVisible();
  await page.reload();
  await expect(page.getByText('你还没有关注任何媒体号。')).toBeVisible();

  // Reading history: an article read on this device is listed, then cleared.
  await page.goto(`newsDetail/${SEED.news}.html`);
  const title = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await page.goto('readHistory.html');
  await expect(page.getByTestId('read-history').getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('button', { name: '清空阅读历史' }).click();
  await expect(page.getByText('这台设备上还没有阅读记录。')).toBeVisible();
});

// A test of its own beside the journey above (each page checked by axe takes seconds; together they
// came near the journey's ceiling on a busy machine), so the two run side by side.
test('every own page of a member in dark Tibetan', async ({ page }) => {
  await signUpFresh(page);
  for (const name of OWN_PAGES) {
    await page.goto(`${name}.html?lang=bo&dark=true`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test("the account icon shows a signed-in member after load, without per-reader server HTML; an editor's answer moves its unread count", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUpFresh(page);
  const asked = await send<{ id: number }>(page, 'qa/questions', {
    topicId: TOPIC,
    content: `布达拉宫冬季开放时间？（${Date.now()}）`,
    pictureIds: [],
    requestKey: key(),
  });

  await page.goto('home.html?lang=en');
  const icon = page.getByTestId('account-signed-in');
  await expect(icon).toHaveAttribute('href', /\/getUserInfo\.html$/);
  await expect(icon).toHaveAccessibleName('My account (signed in)');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  // The server's HTML of the page is the same for this member as for anyone: no signed-in icon in it.
  const served = await (await page.request.get('home.html?lang=en')).text();
  const anonymous = await (await request.get('home.html?lang=en')).text();
  for (const html of [served, anonymous]) {
    expect(html).not.toContain('account-signed-in');
    expect(html).toMatch(
      /aria-label="Account" href="[^"]*login\.html\?redirect=|href="[^"]*login\.html\?redirect=[^"]*"[^>]*aria-label="Account"/,
    );
  }

  const answered = await fetch(`${PLATFORM_URL}/moderation/question/${asked.id}`, {
    method: 'POST',
    headers: MODERATION,
    body: JSON.stringify({ action: 'answer', answerer: '布达拉宫管理处', content: '冬季 9:30 至 16:00 开放。' }),
  });
  expect(answered.ok).toBe(true);
  await page.reload();
  await expect(page.getByTestId('unread-count')).toHaveText('1');
  await expect(icon).toHaveAccessibleName('My account (signed in), 1 unread message');

  // The member page's Messages link carries the count; the centre marks the answer new, then read.
  await icon.click();
  await expect(page).toHaveURL(/\/getUserInfo\.html/);
  await expect(page.getByTestId('space-unread')).toHaveText('1 unread');
  const read = page.waitForResponse(
    (r) => r.url().includes('/api/mySpace/messages') && r.request().method() === 'POST',
  );
  await page
    .getByTestId('my-space-links')
    .getByRole('link', { name: /^Messages/ })
    .click();
  const message = page.getByTestId('my-messages').getByRole('listitem').first();
  await expect(message).toHaveAttribute('data-kind', 'answer');
  await expect(message.getByText('New')).toBeVisible();
  await expect(message.getByText('冬季 9:30 至 16:00 开放。')).toBeVisible();
  await expect(message.getByRole('link')).toHaveAttribute('href', new RegExp(`/topicDetail/${TOPIC}\\.html$`));
  expect((await read).ok()).toBe(true);
  await page.goto('home.html?lang=cn');
  await expect(page.getByTestId('account-signed-in')).toBeVisible();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await page.goto('myMessages.html?lang=cn');
  await expect(page.getByTestId('messages-unread')).toHaveText('消息已全部读过。');
  await expect(page.getByTestId('my-messages').getByText('新', { exact: true })).toHaveCount(0);
});

test('the own pages ask a signed-out reader to log in and come back; they are never cached', async ({ request }) => {
  for (const name of OWN_PAGES.filter((n) => n !== 'readHistory')) {
    const response = await request.get(`${name}.html?page=1`, { maxRedirects: 0 });
    expect(response.status(), name).toBeGreaterThanOrEqual(300);
    expect(response.status(), name).toBeLessThan(400);
    const location = new URL(response.headers()['location'] ?? '', 'http://x/');
    expect(location.pathname, name).toMatch(/\/login\.html$/);
    expect(location.searchParams.get('redirect'), name).toBe(`/${name}.html?page=1`);
  }
  const history = await request.get('readHistory.html');
  expect(history.headers()['cache-control']).not.toContain('public');
  expect((await request.get('myComments.html?page=9999')).status()).toBe(404);
});
