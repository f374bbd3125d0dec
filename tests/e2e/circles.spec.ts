import sharp from 'sharp';
import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';

// Circles (docs/product.md §2): reachable from home, public pages with real content in the server HTML,
// a signed-in reader posts three pictures (one with GPS EXIF) and finds the post first in "new".

const picture = (colour: string, exif = false) => {
  const image = sharp({ create: { width: 900, height: 600, channels: 3, background: colour } }).jpeg();
  return (
    exif
      ? image.withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 39/1 0/1' } })
      : image
  ).toBuffer();
};

test('home → circle list → a circle with notices and new/hot posts → a post → a notice', async ({ page, request }) => {
  // The language is remembered by the page's own answer (0036): the next page is English too.
  await page.goto('home.html?lang=en');
  await page.getByRole('link', { name: 'Circles' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Circles');
  await page.getByRole('link', { name: /高原摄影/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('高原摄影');
  await expect(page.getByRole('link', { name: 'New', exact: true })).toHaveAttribute('aria-current', 'page');
  const firstNew = await page.getByTestId('circle-posts').getByRole('listitem').first().innerText();
  await page.getByRole('link', { name: 'Hot', exact: true }).click();
  await expect(page).toHaveURL(/listType=2/);
  // The address can change before the list does: the new list is waited for, not read once.
  await expect(page.getByTestId('circle-posts').getByRole('listitem').first()).not.toHaveText(firstNew);
  await page.getByTestId('circle-posts').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/postDetail\/\d+\.html/);
  await expect(page.getByRole('link', { name: 'Back to 高原摄影' })).toBeVisible();
  await expect(page.locator('#comments-heading')).toBeVisible();
  // A like: the count moves at once, and the device remembers it across a reload.
  const like = page.getByRole('button', { name: /^Like \d/ });
  const count = Number(await like.getByTestId('like-count').innerText());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-count')).toHaveText(String(count + 1));
  await page.reload();
  await expect(page.getByRole('button', { name: /^Like \d/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('circleDetail/1.html?lang=en');
  await page.getByRole('link', { name: /摄影征集/ }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('“最美高原秋色”摄影征集开始啦');

  // Real content in the raw server HTML, and 404 for what does not exist.
  const html = await (await request.get('circleDetail/2.html')).text();
  expect(html).toContain('八廓街这家甜茶馆');
  expect((await request.get('circleDetail/999.html')).status()).toBe(404);
  expect((await request.get('postDetail/99999.html')).status()).toBe(404);
  expect((await request.get('noticeDetail.html?id=9999')).status()).toBe(404);
  expect(await (await request.get('friendsCircleDetail/1.html')).text()).toContain('拉萨蓝得不像话');
});

test('a signed-in reader posts three pictures; the post is first in "new" after a reload', async ({ page }) => {
  await loginWithPassword(page, '/circleDetail/3.html?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('跑步爱好者');
  await page.getByRole('button', { name: 'Write a post' }).click();
  const text = `Ten kilometres along the Lhasa river (${Date.now()})`;
  await page.getByLabel('Your post').fill(text);
  await page.getByLabel('Add pictures').setInputFiles([
    { name: 'IMG_1.jpg', mimeType: 'image/jpeg', buffer: await picture('#c33', true) },
    { name: 'IMG_2.jpg', mimeType: 'image/jpeg', buffer: await picture('#3c3') },
    { name: 'IMG_3.jpg', mimeType: 'image/jpeg', buffer: await picture('#33c') },
  ]);
  await expect(page.getByText('✓ Uploaded')).toHaveCount(3);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('circle-posts').getByRole('listitem').first()).toContainText(text);
  await page.reload();
  const first = page.getByTestId('circle-posts').getByRole('listitem').first();
  await expect(first).toContainText(text);
  await first.getByRole('link').click();
  const pictures = page.getByRole('main').locator('img');
  await expect(pictures).toHaveCount(3);
  const stored = Buffer.from(await (await fetch((await pictures.first().getAttribute('src'))!)).arrayBuffer());
  expect((await sharp(stored).metadata()).exif).toBeUndefined();
});
