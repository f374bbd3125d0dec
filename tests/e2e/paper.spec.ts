import { test, expect } from './support/test';

// The paper edition (docs/product.md §2), from the top bar's newspaper icon to an article, by touch and by keyboard.

test('from the top bar: pick a date in the calendar, open a layout, tap an article’s region, read it', async ({
  page,
}) => {
  await page.goto('home.html');
  await page.getByRole('link', { name: '数字报', exact: true }).click();
  await expect(page).toHaveURL(/\/paper\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('数字报');

  // The calendar: days with an issue are links, the others are not.
  await page.getByText('往期报纸').click();
  const days = page.locator('table a[aria-label$="的报纸"]');
  expect(await days.count()).toBeGreaterThan(3);
  const current = await page.locator('table a[aria-current="date"]').getAttribute('aria-label');
  const other = days.filter({ hasNot: page.locator('[aria-current]') }).first();
  const otherLabel = (await other.getAttribute('aria-label')) ?? '';
  expect(otherLabel).not.toBe(current);
  await other.click();
  const date = otherLabel.replace(' 的报纸', '');
  await expect(page).toHaveURL(new RegExp(`/paper/${date.replaceAll('-', '')}/1/01\\.html$`));
  await expect(page.getByText(`高原日报 · ${date}`)).toBeVisible();

  // The month's arrows, and the pages turned as a reader turns them: 下一版 (docs/decisions/0094).
  await expect(page.getByText('上个月')).toHaveCount(1);
  await expect(page.getByText('下个月')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^上一版/ })).toHaveCount(0);
  await page.getByRole('link', { name: /^下一版/ }).click();
  await expect(page).toHaveURL(/\/02\.html$/);
  await expect(page.getByRole('link', { name: /^第02版：/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /^上一版/ })).toHaveAttribute('href', /\/01\.html$/);

  const region = page.locator('a[aria-label][style*="left"]').first();
  const title = (await region.getAttribute('aria-label')) ?? '';
  expect(title.length).toBeGreaterThan(3);
  await region.click();
  await expect(page).toHaveURL(/\/paperArticle\/\d+\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('本报讯')).toBeVisible();
  await page.getByRole('link', { name: /^返回第02版/ }).click();
  await expect(page).toHaveURL(new RegExp(`/paper/${date.replaceAll('-', '')}/1/02\\.html$`));
});

test('on a keyboard: Tab from the layouts onto the page’s article regions, Enter opens one', async ({ page }) => {
  await page.goto('paper.html?theme=dark&lang=bo');
  // In the page's main: the footer's filing numbers hold '01' too.
  await page.getByRole('main').getByRole('link', { name: /01/ }).last().focus();
  // Past the remaining layout tabs, the first region of the page image takes the focus.
  let focused = '';
  for (let i = 0; i < 12 && !focused; i++) {
    await page.keyboard.press('Tab');
    focused =
      (await page.evaluate(() =>
        document.activeElement?.getAttribute('style')?.includes('left')
          ? document.activeElement.getAttribute('aria-label')
          : '',
      )) ?? '';
  }
  expect(focused.length, 'a region took the focus').toBeGreaterThan(3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/paperArticle\/\d+\.html/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(focused);
});

test('raw server HTML: the article and the share page carry their content and share cards; a day without an issue is a 404', async ({
  request,
}) => {
  const reader = await (await request.get('paper.html')).text();
  const articlePath = /href="\/wap\/touch\/(paperArticle\/\d+\.html)"/.exec(reader)?.[1];
  expect(articlePath).toBeTruthy();
  const article = await request.get(articlePath!);
  expect(article.status()).toBe(200);
  expect(article.headers()['cache-control']).toMatch(/^public/);
  const html = await article.text();
  expect(html).toMatch(/<h1[^>]*>[^<]{4,}<\/h1>/);
  expect(html).toContain('本报讯');
  expect(html).toContain('<meta property="og:type" content="article"/>');

  const shareLink = /\/paper\/(\d{8})\/1\/01\.html/.exec(reader)!;
  const share = await request.get(`paperSharePage/${shareLink[1]}/1/01.html`);
  expect(share.status()).toBe(200);
  const shareHtml = await share.text();
  expect(shareHtml).toMatch(/<meta property="og:image" content="[^"]+\/media\/paper\/p1-01-\d\.jpg"\/>/);
  expect(shareHtml).toMatch(/<meta property="og:title" content="高原日报 \d{4}-\d{2}-\d{2} 第01版：要闻"\/>/);

  expect((await request.get('paper/20010101/1.html')).status()).toBe(404);
  expect((await request.get('paper/20261131.html')).status()).toBe(404);
  expect((await request.get('paperArticle/1.html')).status()).toBe(404);
});
