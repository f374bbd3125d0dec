import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { loginWithPassword, WEIXIN_UA } from './support/identity';
import { agreeToWeixinSignIn } from './support/weixinConsent';
import { liveOnHome } from './support/lives';

// What readers saw wrong on live pages, comment lists and the edges of the site
// (docs/decisions/0046): each test fails on the code before that record.

const REPLAY = 'liveDetail/1005/1005.html';
const ENDED = 'liveDetail/1006/1006.html';
/** A preview whose start (platform/seed: two days after the seed's anchor) has long passed. */
const STALE_PREVIEW = 'liveDetail/1003/1003.html';

async function jsonLdGraph(html: string): Promise<Record<string, unknown>[]> {
  const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
  return (JSON.parse(jsonLd) as { '@graph': Record<string, unknown>[] })['@graph'];
}

test.describe('live pages say what the live is doing', () => {
  for (const [path, name] of [
    [REPLAY, 'a replay'],
    [ENDED, 'an ended live'],
    [STALE_PREVIEW, 'a preview past its start'],
  ] as const) {
    test(`${name} never says live updates are on`, async ({ page }) => {
      const caughtUp = page.waitForResponse((response) => response.url().includes('/api/live?'));
      await page.goto(path);
      await caughtUp;
      const line = page.getByTestId('live-connection');
      await expect(line).toHaveAttribute('data-state', 'live');
      await expect(line).not.toHaveText('实时更新中');
      await expect(page.getByText('实时更新中')).toHaveCount(0);
    });
  }

  test('a preview a day past its start is not "about to start", and moreLive does not list it as coming', async ({
    page,
    request,
  }) => {
    await page.goto(STALE_PREVIEW);
    await expect(page.getByTestId('live-connection')).toHaveAttribute('data-state', 'live');
    await expect(page.getByText('直播即将开始，请稍候。')).toHaveCount(0);
    await expect(page.locator('[data-testid="live-badge"]')).toHaveText('等待开播');
    // Its dates say the start passed: no reminder nor calendar entry for it, and the title agrees with the badge.
    await expect(page.locator('a[href$=".ics"]')).toHaveCount(0);
    await expect(page).toHaveTitle(/^【等待开播】/);
    // moreLive links it by the live's own id, as home's strip does (a real platform's differs from the article's).
    const { liveId } = await liveOnHome(request, 1003);
    await page.goto('moreLive.html');
    const item = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href*="/liveDetail/${liveId}/"]`) });
    await expect(item.getByTestId('live-phase')).toHaveText('等待开播');
  });

  test("a replay's JSON-LD is a live broadcast that has ended, and says when", async ({ request }) => {
    const graph = await jsonLdGraph(await (await request.get(REPLAY)).text());
    const posting = graph.find((node) => node['@type'] === 'LiveBlogPosting') as {
      video: { publication: Record<string, unknown> };
    };
    expect(posting.video.publication.isLiveBroadcast).toBe(true);
    expect(posting.video.publication.endDate).toMatch(/^2026-/);
  });

  test('the text over a preview poster sits on a dark enough backing', async ({ page }) => {
    await page.goto(`${ENDED}?dark=true&lang=bo`);
    const alpha = await page
      .locator('[data-phase="ended"] p')
      .first()
      .evaluate((element) => {
        const note = element.parentElement!;
        const match = getComputedStyle(note).backgroundColor.match(/rgba?\(([^)]+)\)/);
        const parts = (match?.[1] ?? '0,0,0,0').split(',').map(Number);
        return parts.length === 4 ? parts[3]! : 1;
      });
    expect(alpha).toBeGreaterThanOrEqual(0.6);
  });
});

test.describe('closed comments do not invite comments', () => {
  test('a closed article says closed, not "be the first"', async ({ page }) => {
    await page.goto('newsDetail/1/1223.html');
    const section = page.locator('#comments');
    await expect(section).toContainText('评论已关闭');
    await expect(section.getByText('还没有评论，快来抢沙发吧')).toHaveCount(0);
  });

  const cases = [
    { path: 'commentAll/9000001/3.html', back: /\/paperArticle\/9000001\.html$/, closed: false },
    { path: 'commentAll/4/4.html', back: /\/topicDetail\/4\.html$/, closed: true },
    { path: 'commentAll/5/5.html', back: /\/qaDetail\/5\.html$/, closed: true },
    { path: 'commentAll/3001/6.html', back: /\/activityDetail\/3001\.html$/, closed: false },
    { path: 'commentAll/1005/1.html', back: /\/liveDetail\/1005\/1005\.html$/, closed: false },
  ];
  for (const { path, back, closed } of cases) {
    test(`${path} names its object, links back, and ${closed ? 'takes no comment' : 'takes comments'}`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      const link = main
        .locator('a')
        .filter({ hasNotText: /^(最新|最热)$/ })
        .first();
      await expect(link).toHaveAttribute('href', back);
      await expect(link).not.toHaveText('');
      if (closed) {
        await expect(main.getByRole('textbox')).toHaveCount(0);
        await expect(main).toContainText('评论已关闭');
        await expect(main.getByText('还没有评论，快来抢沙发吧')).toHaveCount(0);
      } else {
        await expect(main.getByRole('textbox')).toHaveCount(1);
      }
    });
  }
});

test.describe('comment lists follow what the reader does', () => {
  const ARTICLE = 'newsDetail/43/1134.html';
  // The loaded section's heading (#comments-heading), not the streamed fallback's, which has no count.
  const countOf = async (page: Page) =>
    Number((await page.locator('#comments-heading').innerText()).replace(/\D/g, '') || 0);

  test('a reply appears under its parent, the count moves with posts and deletes, and deleting asks in the page', async ({
    page,
  }) => {
    await loginWithPassword(page, `/${ARTICLE}`);
    await expect(page).toHaveURL(/\/newsDetail\/43\/1134\.html/);
    const section = page.locator('#comments');
    const input = section.getByRole('textbox');
    await expect(page.locator('#comments-heading')).toBeVisible();
    const before = await countOf(page);
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const top = `A first comment ${Date.now()}`;
    await input.fill(top);
    await section.getByRole('button', { name: 'Post' }).click();
    await expect(section.getByRole('status')).toHaveText('Comment posted');
    await expect.poll(() => countOf(page)).toBe(before + 1);

    const parent = section.locator('[data-comment-id]').filter({ hasNotText: top }).first();
    const parentId = await parent.getAttribute('data-comment-id');
    await parent
      .getByRole('button', { name: /^Reply to / })
      .first()
      .click();
    const replyText = `A reply under its parent ${Date.now()}`;
    await input.fill(replyText);
    await section.getByRole('button', { name: 'Post' }).click();
    await expect(section.getByRole('status')).toHaveText('Comment posted');
    // Under its parent (the same thread may be listed under hot and under latest: under each).
    const parents = section.locator(`[data-comment-id="${parentId}"]`);
    await expect(parents.first().getByText(replyText)).toBeVisible();
    await expect(section.getByText(replyText)).toHaveCount(await parents.count());
    await expect.poll(() => countOf(page)).toBe(before + 2);

    const reply = parents.first().locator('li').filter({ hasText: replyText });
    await reply.getByRole('button', { name: 'Delete' }).click();
    const confirm = reply.getByRole('group', { name: 'Delete this comment?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(reply.getByRole('button', { name: 'Delete' })).toBeFocused();
    await reply.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(section.getByText(replyText)).toHaveCount(0);
    await expect.poll(() => countOf(page)).toBe(before + 1);
    expect(nativeDialogs).toEqual([]);
  });
});

test.describe('the edges of the site', () => {
  test('an address outside the base path is a styled 404 page', async ({ page, request }) => {
    const response = await request.get('/no-such-place/at-all');
    expect(response.status()).toBe(404);
    await page.goto('/no-such-place/at-all');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('您的浏览器版本过低')).toBeHidden();
    // The site's stylesheet applies: the skip link is moved off screen by it.
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.cssRules.length > 0))).toBe(true);
  });

  test('favicon.ico answers an icon at the root and under the base path', async ({ request }) => {
    for (const path of ['/favicon.ico', 'favicon.ico']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^image\//);
    }
  });

  test.describe('weixin readers', () => {
    test.use({ userAgent: WEIXIN_UA });
    test('the address has no #wechat_redirect after authorization', async ({ page }) => {
      await page.goto(`login.html?lang=en&redirect=${encodeURIComponent('/home.html?lang=en&from=share')}`);
      await agreeToWeixinSignIn(page);
      await expect(page).toHaveURL(/\/home\.html\?lang=en&from=share$/);
    });
  });
});
