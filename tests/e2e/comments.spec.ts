import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { signInFreshHere } from './support/identity';
import { PLATFORM_URL } from './support/platform';
import { SEED } from './support/seed';
import { loadUntilTheEnd } from './support/scroll';

// Comments (docs/decisions/0018) in a browser: posting and replying after the login round trip with the
// draft kept, the audit queue, deleting, untrusted text, and the pages of all comments. The audit test
// sets review-first on an article of its own (the platform's per-object audit type): nothing another
// spec file does is reviewed because of it. Serial: the tests share the busy fixture's pages.
test.describe.configure({ mode: 'serial' });

/** An article no other test opens (column 17): the audit test's own. */
const REVIEWED = 1244;

/** The fixture with a long comment list and a 28-reply thread (platform/seed/comments.mjs). */
const BUSY = 1016;
const MODERATION = { 'x-moderation-key': 'dev-moderator', 'content-type': 'application/json' };

async function moderation(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${PLATFORM_URL}/moderation${path}`, {
    method: 'POST',
    headers: MODERATION,
    body: JSON.stringify(body),
  });
  expect(response.ok, `moderation ${path}`).toBe(true);
}

const comments = (page: Page) => page.locator('#comments');

test('an anonymous reader is sent to log in with the draft kept, then posts a comment and a reply that survive a reload, and deletes the reply', async ({
  page,
  baseURL,
}) => {
  const article = `newsDetail/1/${SEED.news}.html?lang=en`;
  await page.goto(article);
  // Its name says whom it answers once a reply is chosen: found by role alone (the section has one input).
  const input = comments(page).getByRole('textbox');
  await expect(input).toHaveAccessibleName('Write a comment');
  await expect(comments(page).getByRole('link', { name: 'Please log in to comment' })).toBeVisible();
  const text = `First visit to Namtso ${Date.now()}\nsecond line ✨ བཀྲ་ཤིས།`;
  await input.fill(text);
  await comments(page).getByRole('button', { name: 'Post' }).click();

  await expect(page).toHaveURL(/\/login\.html\?/);
  await signInFreshHere(page);
  await expect(page).toHaveURL(new RegExp(`/newsDetail/1/${SEED.news}\\.html`));
  await expect(input).toHaveValue(text);
  await comments(page).getByRole('button', { name: 'Post' }).click();
  await expect(comments(page).getByRole('status')).toHaveText('Comment posted');
  await expect(input).toHaveValue('');
  const mine = comments(page).getByRole('listitem').filter({ hasText: 'First visit to Namtso' }).first();
  await expect(mine.locator('p').filter({ hasText: 'second line' })).toContainText('second line ✨ བཀྲ་ཤིས།');

  await mine.getByRole('button', { name: /^Reply to / }).click();
  await expect(input).toBeFocused();
  await expect(input).toHaveAccessibleName(/^Reply to /);
  await input.fill('A reply to myself');
  await comments(page).getByRole('button', { name: 'Post' }).click();
  await expect(comments(page).getByRole('status')).toHaveText('Comment posted');

  await page.reload();
  const thread = comments(page).getByRole('listitem').filter({ hasText: 'First visit to Namtso' }).first();
  await expect(thread).toBeVisible();
  const reply = thread.getByRole('listitem').filter({ hasText: 'A reply to myself' });
  await expect(reply).toBeVisible();

  // Asked in the page (docs/decisions/0046), not by the browser's confirm().
  await reply.getByRole('button', { name: 'Delete' }).click();
  await reply.getByRole('group', { name: 'Delete this comment?' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(reply).toBeHidden();
  await page.reload();
  await expect(comments(page).getByText('A reply to myself')).toHaveCount(0);
  await expect(comments(page).getByText('First visit to Namtso').first()).toBeVisible();

  // Another reader's comment offers no Delete; asked anyway (our own API, this session's cookies), the platform
  // refuses in its words (the 2020 delMyDiscuss's inner status 1), never a deletion.
  const theirs = comments(page).locator('li[data-comment-id]').filter({ hasNotText: 'First visit to Namtso' }).first();
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const theirId = Number(await theirs.getAttribute('data-comment-id'));
  const refused = await page.request.post('api/comments/delete', {
    headers: { origin: new URL(baseURL!).origin },
    data: { commentId: theirId, sourceType: 0, objectId: SEED.news },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ error: { message: '只能删除自己的评论' } });
  await page.reload();
  // Still there (the hot and the latest lists may both show it).
  await expect(comments(page).locator(`li[data-comment-id="${theirId}"]`).first()).toBeVisible();
});

test('with audit type 1 a comment shows as under review to its writer only, and to everyone after approval', async ({
  page,
  request,
}) => {
  await moderation('/audit', { auditType: 1, objectId: REVIEWED });
  try {
    await page.goto(`login.html?lang=en&redirect=${encodeURIComponent(`/newsDetail/17/${REVIEWED}.html?lang=en`)}`);
    await signInFreshHere(page);
    await expect(page).toHaveURL(new RegExp(`/newsDetail/17/${REVIEWED}\\.html`));
    const text = `Waiting for the editors ${Date.now()}`;
    await comments(page).getByRole('textbox', { name: 'Write a comment' }).fill(text);
    const posted = page.waitForResponse((r) => r.url().includes('/api/comments') && r.request().method() === 'POST');
    await comments(page).getByRole('button', { name: 'Post' }).click();
    const { comment } = (await (await posted).json()) as { comment: { id: number } };
    await expect(comments(page).getByRole('status')).toHaveText(
      'Comment under review: it will be public once approved',
    );
    await expect(
      comments(page).getByRole('listitem').filter({ hasText: text }).getByText('Under review'),
    ).toBeVisible();
    await page.reload();
    await expect(
      comments(page).getByRole('listitem').filter({ hasText: text }).getByText('Under review'),
    ).toBeVisible();

    // Another reader's copy of the page comes from the shared page cache: the comment is not in it.
    const everyones = `commentAll/${REVIEWED}/0.html`;
    const before = await request.get(everyones);
    expect(before.status()).toBe(200);
    expect(await before.text()).not.toContain(text);
    expect((await request.get(everyones)).headers()['x-cache']).toBe('HIT');

    // The platform tells the site what the approval changed (platform/lib/sitePurge.mjs): the
    // cached page is dropped at once, not when its time runs out.
    await moderation(`/discuss/${comment.id}`, { action: 'approve' });
    const after = await request.get(everyones);
    expect(after.headers()['x-cache']).toBe('MISS');
    expect(await after.text()).toContain(text);
  } finally {
    await moderation('/audit', { auditType: 0, objectId: REVIEWED });
  }
});

test('comment text with script tags, event handlers and javascript: URLs runs nothing and shows literally', async ({
  page,
}) => {
  for (const path of [`newsDetail/1/${SEED.hostile}.html`, `commentAll/${SEED.hostile}/0.html`]) {
    await page.goto(path);
    // (A comment may show twice: among the hot ones and the latest.)
    await expect(
      page.getByText('<script>window.__pwned = "comment"; alert(1)</script>这条评论里有脚本').first(),
    ).toBeVisible();
    await expect(page.getByText(`<img src=x onerror="window.__pwned = 'comment-img'">图片标签`).first()).toBeVisible();
    await expect(page.getByText('&lt;b&gt;已经转义过的文字&lt;/b&gt; 应原样显示 & 符号').first()).toBeVisible();
    const hostile = page.getByRole('listitem').filter({ hasText: '点这里领奖' }).first();
    await expect(hostile.getByRole('link')).toHaveCount(0);
    const allowed = page.getByRole('listitem').filter({ hasText: '官方链接' }).first();
    await expect(allowed.getByRole('link')).toHaveAttribute('href', 'https://www.gov.cn/');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  }
});

test('commentAll and replyAll render on the server and page to the end, in light Chinese and dark Tibetan', async ({
  page,
  request,
}) => {
  // Five pages of threads, three of replies and four visits, each checked by axe over lists of up to
  // 46 threads: on a loaded 2-core machine this took just over the default 30 s (three timeouts in
  // full runs, never alone).
  test.setTimeout(60_000);
  const html = await (await request.get(`commentAll/${BUSY}/0.html`)).text();
  expect(html).toContain('"@type":"Comment"');
  expect(html).toContain('全部评论');

  await page.goto(`commentAll/${BUSY}/0.html`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('全部评论');
  const threads = page.locator('main > ol > li, main > div > ol > li');
  await expect(threads).toHaveCount(10);
  // Page after page: as the end scrolls into view, or by the button (keyboards), until 'no more'.
  const end = page.getByText('没有更多了');
  await loadUntilTheEnd(page, end);
  await expect(threads).toHaveCount(46);

  await page
    .getByRole('link', { name: /查看全部 \d+ 条回复/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/replyAll\/\d+\.html/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('全部回复（28）');
  await loadUntilTheEnd(page, end);
  await expect(page.locator('main > ol:nth-of-type(2) > li, main > div > ol > li')).toHaveCount(28);

  await page.goto(`${page.url().replace(/\?.*$/, '')}?theme=dark&lang=bo`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('བསམ་འཆར་དང་ལན།');
  await page.goto(`commentAll/${BUSY}/0.html?theme=dark&lang=bo&sort=hot`);
  await expect(page.getByRole('link', { name: 'དར་ཤོས།' })).toHaveAttribute('aria-current', 'page');
});

test('a comment id that does not exist is a 404, and so is a source that does not', async ({ request }) => {
  expect((await request.get('replyAll/99999999.html')).status()).toBe(404);
  expect((await request.get(`commentAll/${SEED.news}/2.html`)).status()).toBe(404);
  expect((await request.get(`commentAll/0.html`)).status()).toBe(404);
});
