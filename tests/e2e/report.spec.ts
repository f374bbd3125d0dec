import { test, expect, expectAccessible } from './support/test';
import { signInFreshHere, signUpFresh } from './support/identity';
import { PLATFORM_URL } from './support/platform';

// Reports (举报, docs/decisions/0052) in a browser: a signed-out reader is sent to
// sign in and back; a report on a comment and on a circle post reaches the platform's moderation
// queue; an editor hides the comment and the cached pages that showed it drop it at once. The
// dialog is checked by axe in light Chinese and dark Tibetan.

/** An article no other spec comments on or counts (news with a big picture, column 4). */
const ARTICLE = { column: 4, id: 1024 };
const ARTICLE_PATH = `newsDetail/${ARTICLE.column}/${ARTICLE.id}.html`;
/** A seeded circle post: reporting it changes nothing another test sees (only editors see reports). */
const POST_ID = 5;
const MODERATION = { 'x-moderation-key': 'dev-moderator', 'content-type': 'application/json' };

interface QueuedReport {
  id: number;
  type: number;
  objectId: number;
  reason: number;
  content: string;
  status: string;
  memberId: number;
}

async function queue(): Promise<QueuedReport[]> {
  const response = await fetch(`${PLATFORM_URL}/moderation/reports/pending`, { headers: MODERATION });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { list: QueuedReport[] }).list;
}

async function moderate(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${PLATFORM_URL}/moderation${path}`, {
    method: 'POST',
    headers: MODERATION,
    body: JSON.stringify(body),
  });
  expect(response.ok, `moderation ${path}`).toBe(true);
}

test('a comment reported by another reader reaches the queue; hidden by an editor, it leaves the cached pages at once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The writer: a member of their own posts the comment in a browser of their own.
  const writer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const writerPage = await writer.newPage();
  const text = `Report me ${Date.now()}`;
  let commentId = 0;
  try {
    await signUpFresh(writerPage);
    await writerPage.goto(`${ARTICLE_PATH}?lang=en`);
    await writerPage.locator('#comments').getByRole('textbox', { name: 'Write a comment' }).fill(text);
    const posted = writerPage.waitForResponse(
      (r) => r.url().includes('/api/comments') && r.request().method() === 'POST',
    );
    await writerPage.locator('#comments').getByRole('button', { name: 'Post' }).click();
    const { comment } = (await (await posted).json()) as { comment: { id: number; pending: boolean } };
    commentId = comment.id;
    // Another spec may hold the platform in review-first mode for a moment: the editor lets it through.
    if (comment.pending) await moderate(`/discuss/${commentId}`, { action: 'approve' });
  } finally {
    await writer.close();
  }

  // A signed-out reader taps Report: asked to sign in, and brought back to the article.
  await page.goto(`${ARTICLE_PATH}?lang=en`);
  const item = page.locator('#comments').getByRole('listitem').filter({ hasText: text });
  await item.getByRole('button', { name: /^Report .*'s comment$/ }).click();
  await expect(page).toHaveURL(/\/login\.html\?redirect=/);
  await signInFreshHere(page);
  await expect(page).toHaveURL(new RegExp(`/newsDetail/${ARTICLE.column}/${ARTICLE.id}\\.html`));

  // Signed in, in light Chinese: the dialog, a reason, a few words, sent.
  await page.goto(`${ARTICLE_PATH}?lang=cn&theme=light`);
  await page
    .locator('#comments')
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('button', { name: /^举报.*的评论$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '举报' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '提交举报' })).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: '辱骂攻击' }).check();
  await dialog.getByRole('textbox', { name: '补充说明（选填）' }).fill('人身攻击其他读者');
  await dialog.getByRole('button', { name: '提交举报' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('举报已提交，感谢您的反馈，编辑会尽快核查。')).toBeVisible();

  const report = (await queue()).find((r) => r.type === 1 && r.objectId === commentId);
  expect(report, 'the report is in the moderation queue').toMatchObject({
    reason: 2,
    content: '人身攻击其他读者',
    status: 'open',
  });
  expect(report!.memberId).toBeGreaterThan(0);

  // Everyone's copy of the article and of its comments page, from the shared page cache, shows it
  // (asked just now: a copy cached earlier in the test could have run out of time on its own).
  const everyones = [ARTICLE_PATH, `commentAll/${ARTICLE.id}/0.html`];
  for (const path of everyones) {
    expect(await (await request.get(path)).text()).toContain(text);
    const again = await request.get(path);
    expect(again.headers()['x-cache'], path).toBe('HIT');
    expect(await again.text()).toContain(text);
  }
  // The editor hides it: the platform tells the site, and the next copy of either page is rendered without it.
  await moderate(`/reports/${report!.id}`, { action: 'hide' });
  for (const path of everyones) {
    const after = await request.get(path);
    expect(after.headers()['x-cache'], path).toBe('MISS');
    expect(await after.text()).not.toContain(text);
  }
});

test('a circle post reported in dark Tibetan: "other" needs words, the report reaches the queue, a second one is told it was made', async ({
  page,
}) => {
  await signUpFresh(page);
  await page.goto(`postDetail/${POST_ID}.html?lang=bo&theme=dark`);
  await page.getByRole('button', { name: 'འཕྲིན་འདི་ཞུ་གཏུག་བྱེད།' }).click();
  const dialog = page.getByRole('dialog', { name: 'ཞུ་གཏུག' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'གཞན།' }).check();
  const send = dialog.getByRole('button', { name: 'ཞུ་གཏུག་འབུལ།' });
  await expect(send).toBeDisabled();
  await expectAccessible(page);
  const words = `ཁྱབ་བསྒྲགས། ${Date.now()}`;
  await dialog.getByRole('textbox').fill(words);
  await send.click();
  await expect(page.getByText('ཞུ་གཏུག་ཕུལ་ཟིན། ཐུགས་རྗེ་ཆེ། རྩོམ་སྒྲིག་པས་མྱུར་དུ་ཞིབ་བཤེར་བྱེད་རྒྱུ་ཡིན།')).toBeVisible();
  expect((await queue()).find((r) => r.content === words)).toMatchObject({
    type: 10,
    objectId: POST_ID,
    reason: 9,
    status: 'open',
  });

  // The same reader again: one report per reader and thing, and they are told so.
  await page.getByRole('button', { name: 'འཕྲིན་འདི་ཞུ་གཏུག་བྱེད།' }).click();
  await dialog.getByRole('radio', { name: 'དོན་མེད་ཁྱབ་བསྒྲགས།' }).check();
  await dialog.getByRole('button', { name: 'ཞུ་གཏུག་འབུལ།' }).click();
  await expect(page.getByText('ཁྱེད་ཀྱིས་འདི་ཞུ་གཏུག་བྱས་ཟིན། རྩོམ་སྒྲིག་པས་ཞིབ་བཤེར་བྱེད་བཞིན་ཡོད།')).toBeVisible();
});
