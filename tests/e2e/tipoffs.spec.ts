import sharp from 'sharp';
import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';
import { PLATFORM_URL } from './support/platform';

// Tip-offs (docs/product.md §2, tipoffDetail) through the page: send with a phone photo and a voice note, read it back
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

/** A short WAV voice note: RIFF/WAVE header and a little silence. */
function voiceNote(): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + 1600, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(1600, 40);
  return Buffer.concat([header, Buffer.alloc(1600)]);
}

test('a signed-in reader sends a tip-off with a photo and a voice note; the stored photo has no EXIF', async ({
  page,
}) => {
  await loginWithPassword(page, '/tipoffDetail.html?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send a tip-off');
  const text = `Lamp posts on Beijing Middle Road are out (${Date.now()})`;
  await page.getByLabel('What happened').fill(text);
  await page
    .getByLabel('Add pictures')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
  await page
    .getByLabel('Choose audio')
    .setInputFiles({ name: 'voice.wav', mimeType: 'audio/wav', buffer: voiceNote() });
  await expect(page.getByText('✓ Uploaded')).toHaveCount(2);
  await page.getByRole('button', { name: 'Send tip-off' }).click();

  await expect(page).toHaveURL(/\/tipoffDetail\/\d+\.html/);
  await page.reload();
  // The bar says what the page is; the page's one h1 is the tip-off's own title (docs/product.md §2, Chrome).
  await expect(page.getByRole('banner')).toContainText('Tip-off');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByTestId('tipoff-status')).toHaveText('Received');
  await expect(page.locator('audio')).toHaveCount(1);
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
  await expect(page.getByRole('link', { name: 'Read the report' })).toBeVisible();
  const missing = await page.goto('tipoffDetail/987654.html?lang=en');
  expect(missing?.status()).toBe(404);
});
