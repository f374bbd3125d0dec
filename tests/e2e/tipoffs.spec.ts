import sharp from 'sharp';
import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';
import { PLATFORM_URL } from './support/platform';

// Tip-offs (docs/product.md §2, tipoffDetail) through the page: send with a phone photo, read it back
// after a reload; refusals keep the form; the newsroom's handling of a seeded tip-off.

/** A phone photo: GPS position and maker in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 39/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 7/1 0/1' },
    })
    .toBuffer();
}

test('a signed-in reader sends a tip-off with a photo; the stored photo has no EXIF', async ({ page }) => {
  await loginWithPassword(page, '/tipoffDetail.html?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a tip-off');
  const text = `Lamp posts on Beijing Middle Road are out (${Date.now()})`;
  await page.getByLabel('What happened').fill(text);
  await page
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  // The real tipoff has no field for a voice note: the form offers none (designedGeneration.spec.ts sends one).
  await expect(page.getByLabel('Choose audio')).toHaveCount(0);
  await expect(page.getByText('✓ Uploaded')).toHaveCount(1);
  await page.getByRole('button', { name: 'Send tip-off' }).click();

  await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html/);
  await page.reload();
  // The bar says what the page is; the page's one h1 is the tip-off's own title (docs/product.md §2, Chrome).
  await expect(page.getByRole('banner')).toContainText('Tip-off');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByTestId('tipoff-status')).toHaveText('Received');
  const photo = page.getByRole('main').locator('img').first();
  const src = await photo.getAttribute('src');
  expect(src).toContain(`${PLATFORM_URL}/media/uploads/`);
  const stored = Buffer.from(await (await fetch(src!)).arrayBuffer());
  const meta = await sharp(stored).metadata();
  expect(meta.exif).toBeUndefined();
  expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
});

test('refusals through the page keep what was typed: a PDF named .jpg, an SVG, ten pictures', async ({ page }) => {
  await loginWithPassword(page, '/tipoffDetail.html?lang=en');
  await page.getByLabel('What happened').fill('Text that must survive');
  const pictures = page.getByLabel('Add pictures');
  await pictures.setInputFiles({
    name: 'scan.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj\n'),
  });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'scan.jpg: The system only supports jpg, jpeg, png, gif and bmp',
  );
  await pictures.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'logo.svg: The system only supports jpg, jpeg, png, gif and bmp',
  );
  const photo = await phonePhoto();
  await pictures.setInputFiles(
    Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: photo })),
  );
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'You can add at most 9 files; please choose again',
  );
  await expect(page.getByText('✓ Uploaded')).toHaveCount(0);
  await expect(page.getByLabel('What happened')).toHaveValue('Text that must survive');
});

test('a seeded tip-off shows the newsroom’s handling; an unknown one is a 404', async ({ page }) => {
  await loginWithPassword(page, '/tipoffDetail.html?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a tip-off');
  // The seed's third tip-off of the demo member was reported.
  await page.goto('tipoffDetail/3.html?lang=en');
  await expect(page.getByTestId('tipoff-status')).toHaveText('Reported');
  // The newsroom's answer; the link to the report is the designed answer's (designedGeneration.spec.ts).
  await expect(page.getByText('感谢您的线索！相关报道已刊发。')).toBeVisible();
  const missing = await page.goto('tipoffDetail/987654.html?lang=en');
  expect(missing?.status()).toBe(404);
});
