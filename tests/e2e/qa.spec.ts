import sharp from 'sharp';
import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';
import { PLATFORM_URL } from './support/platform';

// Q&A (docs/decisions/0026): the pages' server HTML and their 404s; a question asked with a picture is pending
// for its asker only, and public once an editor answers it. axe runs on every page visited.

const MODERATION = { 'x-moderation-key': 'dev-moderator', 'content-type': 'application/json' };

test('the Q&A pages render their seeded content on the server, with QAPage / Person JSON-LD; unknown ids are 404', async ({
  page,
  request,
}) => {
  const topic = await (await request.get('topicDetail/1.html')).text();
  expect(topic).toContain('医保问答：异地就医和门诊报销怎么办');
  expect(topic).toContain('门诊慢特病每年报销有上限吗');
  // The department's name is isolated inside the sentence (U+2068 … U+2069), as every reader-visible name is.
  expect(topic).toContain('\u2068拉萨市医疗保障局\u2069回复：');
  expect(topic).toContain('登录后提问');

  const question = await request.get('askDetail/2.html');
  expect(question.headers()['cache-control']).toContain('public');
  const questionHtml = await question.text();
  expect(questionHtml).toContain('"@type":"QAPage"');
  expect(questionHtml).toContain('"acceptedAnswer"');
  expect(questionHtml).toContain('门诊慢特病实行年度支付限额');

  // newQaDetail shows the same government Q&A as qaDetail, canonical there.
  const gov = await (await request.get('newQaDetail/3.html')).text();
  expect(gov).toMatch(/<link rel="canonical" href="[^"]*\/qaDetail\/3\.html"/);
  expect(gov).toContain('拉萨市住房和城乡建设局');
  expect(gov).toMatch(/<audio[^>]+aria-label="录音 1"/);

  const member = await (await request.get('userDetail/2.html')).text();
  expect(member).toContain('"@type":"Person"');
  expect(member).toContain('高原读者');
  expect(member).toContain('noindex');

  for (const path of [
    'topicDetail/999.html',
    'topicDetail/abc.html',
    'topicDetail/1.html?page=9',
    'askDetail/0.html',
    'qaDetail/9.html',
    'newQaDetail/x.html',
    'userDetail/99999.html',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }

  // In the browser (axe: light Chinese and dark Tibetan): the topic, a government Q&A with video, a member.
  // A media account's page lists its topics: the way readers find them.
  await page.goto('xyDetail/1.html');
  await page.getByRole('link', { name: '医保问答：异地就医和门诊报销怎么办' }).click();
  await expect(page).toHaveURL(/\/topicDetail\/1\.html/);
  await expect(page.getByRole('heading', { level: 1, name: '医保问答：异地就医和门诊报销怎么办' })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录后提问' })).toHaveAttribute(
    'href',
    /login\.html\?redirect=%2FtopicDetail%2F1\.html/,
  );
  await page.goto('qaDetail/4.html');
  await expect(page.getByRole('heading', { level: 1, name: /独居老人冬天取暖困难/ })).toBeVisible();
  await expect(page.getByText('网友').first()).toBeVisible();
  await expect(page.locator('video')).toHaveCount(1);
  await page.goto('userDetail/2.html');
  await page.getByRole('link', { name: /异地就医备案要带什么材料/ }).click();
  await expect(page).toHaveURL(/\/askDetail\/1\.html/);
  await expect(page.getByRole('heading', { level: 1, name: /异地就医备案要带什么材料/ })).toBeVisible();
});

test('a question asked with a picture is pending for its asker only, and public once an editor answers it', async ({
  page,
  browser,
}) => {
  await loginWithPassword(page, '/topicDetail/3.html?lang=en');
  await expect(page).toHaveURL(/\/topicDetail\/3\.html/);
  const text = `Is the Nyingchi peach blossom road open on weekdays? (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Your question' }).fill(text);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8a' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add pictures').setInputFiles({ name: 'road.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('✓ Uploaded')).toHaveCount(1);
  const asked = page.waitForResponse((r) => r.url().includes('/api/qa/questions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send question' }).click();
  const { id } = (await (await asked).json()) as { id: number };
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Question sent: everyone can read it once it is answered',
  );
  const own = page.getByTestId('own-questions').getByRole('listitem').filter({ hasText: text });
  await expect(own.getByText('Awaiting answer')).toBeVisible();
  await page.reload();
  await expect(own.getByText('Awaiting answer')).toBeVisible();

  // Another reader's topic page (now in the page cache) does not show it.
  const other = await browser.newContext();
  const anonymous = await other.newPage();
  await anonymous.goto('topicDetail/3.html?lang=en');
  await expect(anonymous.getByRole('heading', { level: 1, name: /林芝赏花季出行问答/ })).toBeVisible();
  await expect(anonymous.getByText(text)).toHaveCount(0);

  const answer = await fetch(`${PLATFORM_URL}/moderation/question/${id}`, {
    method: 'POST',
    headers: MODERATION,
    body: JSON.stringify({ action: 'answer', answerer: '林芝市文化和旅游局', content: '工作日全天开放，无需预约。' }),
  });
  expect(answer.ok).toBe(true);
  // The platform told the site (its purge endpoint): the cached topic page shows it at once.
  expect(((await answer.json()) as { sitePurged: boolean }).sitePurged).toBe(true);
  await anonymous.reload();
  await expect(anonymous.getByRole('link', { name: text })).toHaveAttribute(
    'href',
    new RegExp(`/askDetail/${id}\\.html`),
  );
  await anonymous.goto(`askDetail/${id}.html?lang=en`);
  await expect(anonymous.getByRole('heading', { level: 1, name: text })).toBeVisible();
  await expect(anonymous.getByText('工作日全天开放，无需预约。')).toBeVisible();
  await expect(anonymous.getByRole('main').locator('img')).toHaveCount(1);
  await other.close();

  await page.reload();
  await expect(own.getByRole('link', { name: text })).toHaveAttribute('href', new RegExp(`/askDetail/${id}\\.html`));
  await expect(own.getByText('Answered')).toBeVisible();
});
