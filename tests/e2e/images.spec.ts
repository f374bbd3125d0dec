import { test, expect } from './support/test';

// List pictures sized for their boxes through the site's image suffix (docs/decisions/0059): the
// phone fetches a style of the picture near the box's width, not the stored 1080-wide picture.

// A phone of two device pixels a CSS pixel: a 358-pixel box wants 716 pixels, the 828 style (a
// three-pixel phone rightly takes the stored 1080-wide picture).
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

test('home: the carousel and big cards take a srcset through the image suffix, and the picture fetched is a smaller style', async ({
  page,
  request,
}) => {
  await page.goto('home.html?lang=cn');
  const slide = page.locator('[aria-roledescription="slide"] img').first();
  await expect(slide).toHaveAttribute('fetchpriority', 'high');
  await expect(slide).toHaveAttribute('srcset', /x-oss-process=style\/big 828w/);
  await expect(slide).toHaveAttribute('sizes', /100vw/);

  // A big card's picture, brought into view so the lazy image loads.
  const big = page.locator('main li img[srcset]').first();
  await big.scrollIntoViewIfNeeded();
  await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
  const chosen = await big.evaluate((img: HTMLImageElement) => img.currentSrc);
  const stored = await big.getAttribute('src');
  expect(chosen).toMatch(/x-oss-process=style\/big$/);
  const [styled, whole] = await Promise.all([
    request.get(chosen, { headers: { accept: 'image/avif,image/webp,*/*' } }),
    request.get(stored!),
  ]);
  expect(styled.headers()['content-type']).toBe('image/webp');
  expect((await styled.body()).length).toBeLessThan((await whole.body()).length / 2);

  // Small thumbnails take the small style outright (one size is enough for a 112-pixel box).
  const thumbs = page.locator('main li img[width="112"]');
  await expect(thumbs.first()).toHaveAttribute('src', /x-oss-process=style\/small$/);
});

test('article: the body pictures and the related and recommended cards take the sized styles, not the stored picture', async ({
  page,
}) => {
  await page.goto('newsDetail/1/1000.html?lang=cn');
  const cards = page.locator(
    'section[aria-labelledby="related-title"] img, section[aria-labelledby="recommended-title"] img',
  );
  await expect(cards.first()).toBeAttached();
  const pictures = await cards.evaluateAll((imgs) =>
    imgs.map((img) => `${img.getAttribute('src')} ${img.getAttribute('srcset') ?? ''}`),
  );
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) expect(picture).toMatch(/x-oss-process=style\/(small|middle|big)/);

  // The body's first picture (the page's largest paint) takes a style near the column's width.
  const lead = page.locator('figure.article-figure img').first();
  await expect(lead).toHaveAttribute('srcset', /x-oss-process=style\/big 828w/);
  await expect(lead).toHaveAttribute('fetchpriority', 'high');
  await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== '')).toBe(true);
  expect(await lead.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/x-oss-process=style\/big$/);
});
