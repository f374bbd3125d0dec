import { test, expect } from './support/test';
import { followFooterLink } from './support/scroll';

// The site's own pages (aboutUs, timeline, onlineStudy, productDetail, previewPDF):
// public and cacheable, with their content in the server HTML, reachable from the footer.

/** Text of the server HTML without its tags, for "the raw page holds the content" checks. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

test('raw server HTML: each page holds its content, a canonical and JSON-LD, and is public; bad ids are 404', async ({
  request,
}) => {
  const pages: [string, RegExp][] = [
    ['aboutUs.html', /互联网新闻信息服务许可证[\s\S]*54120230001/],
    ['timeline.html', /高原清洁能源建设/],
    ['timeline/1.html', /昌都光伏电站并网发电[\s\S]*雅鲁藏布江畔的清洁能源基地/],
    ['onlineStudy/1.html', /学习宣传贯彻党的二十届四中全会精神[\s\S]*课程目录/],
    ['productDetail.html?id=1', /林芝松茸礼盒（250克）[\s\S]*3200积分/],
    ['previewPDF.html?id=1', /原创稿件区块链存证证书[\s\S]*交易哈希/],
  ];
  for (const [path, content] of pages) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toMatch(/^public/);
    const html = await answer.text();
    expect(textOf(html), path).toMatch(content);
    expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(html, path).toContain('application/ld+json');
  }
  // The certificate's first page is an image in the server HTML, and its PDF is linked.
  const certificate = await (await request.get('previewPDF.html?id=1')).text();
  expect(certificate).toMatch(/<img[^>]+src="[^"]+certificate-1-1\.jpg"/);
  const pdfUrl = /href="([^"]+certificate-1\.pdf)"/.exec(certificate)?.[1];
  const pdf = await request.get(pdfUrl!.replaceAll('&amp;', '&'));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A paper article's preview (the designed aStatus) is tests/e2e/designedGeneration.spec.ts's.
  for (const path of [
    'timeline/99.html',
    'timeline/x.html',
    'onlineStudy/99.html',
    'onlineStudy.html',
    'productDetail.html',
    'productDetail.html?id=abc',
    'productDetail.html?id=99',
    'previewPDF.html',
    'previewPDF.html?id=0',
    'previewPDF.html?id=99',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('from the footer: about us leads to a certificate; the viewer shows page 1 and turns pages by keyboard', async ({
  page,
}) => {
  await page.goto('home.html');
  await followFooterLink(page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }));
  await expect(page).toHaveURL(/\/aboutUs\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于高原融媒');
  await page.getByRole('link', { name: /原创稿件区块链存证证书/ }).click();
  await expect(page).toHaveURL(/\/previewPDF\.html\?id=1$/);

  const first = page.getByRole('img', { name: /第1页，共2页/ });
  await expect(first).toBeVisible();
  // Visible is not decoded: the picture's size is asked until it has one (a busy machine decodes late).
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText('1 / 2')).toBeVisible();

  // The buttons: Tab onto "next page", Enter turns to page 2.
  const next = page.getByRole('button', { name: '下一页' });
  // The buttons work once the script runs (disabled until then): focus and Enter wait for that.
  await expect(next).toBeEnabled();
  await page.getByRole('button', { name: '上一页' }).focus();
  await expect(page.getByRole('button', { name: '上一页' })).toBeDisabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 / 2')).toBeVisible();
  await expect(page.getByRole('img', { name: /第2页，共2页/ })).toBeInViewport();
  await expect(next).toBeDisabled();

  // The pages themselves take the focus: ← goes back, + zooms in.
  const document = page.getByRole('region', { name: /PDF/ });
  await document.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('1 / 2')).toBeVisible();
  const before = await first.evaluate((img) => img.getBoundingClientRect().width);
  await page.keyboard.press('+');
  await expect.poll(() => first.evaluate((img) => img.getBoundingClientRect().width)).toBeGreaterThan(before * 1.4);
});

test('from the footer in dark/bo: the hot topics, a topic’s time axis, an event’s article; online study leads to a product', async ({
  page,
}) => {
  await page.goto('home.html?theme=dark&lang=bo');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'ཚ་བའི་བརྗོད་གཞི།' }).click();
  await expect(page).toHaveURL(/\/timeline\.html/);
  await page.getByRole('link', { name: /高原清洁能源建设/ }).click();
  await expect(page).toHaveURL(/\/timeline\/1\.html/);
  const events = page.getByRole('list', { name: /高原清洁能源建设/ }).getByRole('listitem');
  await expect(events).toHaveCount(5);
  await page.getByRole('link', { name: '昌都光伏电站并网发电' }).click();
  await expect(page).toHaveURL(/\/newsDetail\/4\/1021\.html/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'དྲ་ཐོག་སློབ་སྦྱོང་།' }).click();
  await expect(page).toHaveURL(/\/onlineStudy\/1\.html/);
  await expect(page.getByRole('heading', { level: 2, name: '学习宣传贯彻党的二十届四中全会精神' })).toBeVisible();
  await page.getByRole('link', { name: /那曲牦牛肉干/ }).click();
  await expect(page).toHaveURL(/\/productDetail\.html\?id=2/);
  await expect(page.getByRole('heading', { level: 2, name: '那曲牦牛肉干（500克）' })).toBeVisible();
});
