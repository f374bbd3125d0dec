import sharp from 'sharp';
import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';
import { decideRegistration } from './support/platform';

// Activities and sign-ups (docs/decisions/0020) on the reference platform's seed (platform/seed/activities.mjs).
const OPEN = 3001;
const SEEDED_STATES: [number, string][] = [
  [3001, 'registerNow'],
  [3002, 'notStarted'],
  [3003, 'full'],
  [3004, 'registrationClosed'],
  [3005, 'activityEnded'],
];
const TAKEN_PHONE = '13908910001';
const VENUE_CODE = '860721';

test('activityDetail: the raw HTML carries title, share tags and text; each seeded activity shows its sign-up state', async ({
  page,
  request,
}) => {
  const raw = await request.get(`activityDetail/${OPEN}.html`);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).toContain('2026拉萨半程马拉松志愿者招募</h1>');
  expect(html).toMatch(/<meta property="og:title" content="2026拉萨半程马拉松志愿者招募"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+media/);
  expect(html).toContain('组委会面向社会招募赛事志愿者');
  // Cached for everyone: nothing of a reader is in it.
  expect(raw.headers()['cache-control'] ?? '').not.toContain('no-store');

  for (const [id, state] of SEEDED_STATES) {
    await page.goto(`activityDetail/${id}.html?lang=en`);
    await expect(page.getByTestId('signup-button'), `activity ${id}`).toHaveAttribute('data-state', state);
  }
  await expect(page.getByRole('button', { name: 'Activity ended' })).toBeDisabled();
  expect((await request.get('activityDetail/999999.html')).status()).toBe(404);
});

test('activityApply sends an anonymous reader to login and back', async ({ page }) => {
  await page.goto(`activityApply/${OPEN}.html`);
  await expect(page).toHaveURL(/login\.html\?redirect=%2FactivityApply%2F3001\.html/);
});

test('a reader applies with a picture and a unique phone, sees the registration, and once accepted a venue writes the voucher off', async ({
  page,
  browser,
  baseURL,
}) => {
  // Sign-in, a form, an upload, the organiser's decision, the holder's voucher and the venue's write-off.
  test.setTimeout(90_000);
  await loginWithPassword(page, `/activityDetail/${OPEN}.html`);
  await expect(page).toHaveURL(/activityDetail\/3001\.html/);
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration');

  // A repeated phone is caught as the reader leaves the field, before anything is sent.
  await page.getByRole('textbox', { name: '姓名' }).fill('卓玛');
  await page.getByRole('textbox', { name: '手机号码' }).fill(TAKEN_PHONE);
  await page.getByRole('textbox', { name: '手机号码' }).blur();
  await expect(page.getByText('This 手机号码 has already been used to register')).toBeVisible();
  await page.getByRole('button', { name: 'Send registration' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('need changes');
  // What the reader typed stays.
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('卓玛');

  const phone = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
  await page.getByRole('textbox', { name: '手机号码' }).fill(phone);
  await page.getByRole('radio', { name: '医疗协助' }).check();
  await page.getByLabel('可服务日期').fill('2026-12-07');
  const picture = await sharp({ create: { width: 64, height: 80, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .png()
    .toBuffer();
  await page
    .locator('fieldset', { hasText: '近期免冠照片' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: picture });
  await expect(page.locator('fieldset', { hasText: '近期免冠照片' }).getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Send registration' }).click();

  // The real saveActivity answers "true" alone, no entry id: the form says the sign-up was sent and
  // leads to my registrations, where it is (the designed activityRegist's id leads straight to it:
  // designedGeneration.spec.ts).
  const sent = page.getByRole('main').getByRole('status').filter({ hasText: 'Your sign-up has been sent' });
  await expect(sent).toBeVisible();
  await sent.getByRole('link', { name: 'My registrations' }).click();
  await page
    .getByTestId('my-signups')
    .getByRole('link')
    .filter({ hasText: '2026拉萨半程马拉松志愿者招募' })
    .first()
    .click();
  await expect(page).toHaveURL(/registrationDetail\/3001\/\d+\.html/);
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: phone })).toBeVisible();
  await expect(page.getByRole('img', { name: '近期免冠照片' })).toBeVisible();

  await page.getByRole('link', { name: 'My registrations' }).click();
  await expect(page.getByTestId('my-signups')).toContainText('2026拉萨半程马拉松志愿者招募');
  await page.goBack();
  // A voucher only once the organiser accepted the registration (docs/decisions/0045).
  await expect(page).toHaveURL(/registrationDetail\/3001\/\d+\.html/);
  await expect(page.getByTestId('voucher-not-yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show my voucher' })).toHaveCount(0);
  await decideRegistration(Number(/registrationDetail\/3001\/(\d+)\.html/.exec(page.url())![1]), 'accept');
  await page.reload();
  await page.getByRole('link', { name: 'Show my voucher' }).click();
  await expect(page).toHaveURL(/writeOff\/3001\/[0-9A-F]{12}\.html/);
  await expect(page.getByRole('img', { name: /Voucher QR code/ })).toBeVisible();

  // The venue (staff who scanned the code, not the holder): a wrong code is refused, the right one writes the voucher off once.
  const venue = await (await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })).newPage();
  await venue.goto(`${page.url()}?lang=en`);
  await venue.getByRole('textbox', { name: 'Venue' }).fill('志愿者之家');
  await venue.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await venue.getByRole('button', { name: 'Confirm' }).click();
  await expect(venue.getByRole('main').getByRole('alert')).toHaveText('The verification code is not correct');
  await venue.getByRole('textbox', { name: 'Verification code' }).fill(VENUE_CODE);
  await venue.getByRole('button', { name: 'Confirm' }).click();
  await expect(venue.getByTestId('voucher-used')).toContainText('志愿者之家');
  await expect(venue.getByRole('img', { name: /Voucher QR code/ })).toHaveCount(0);
  await venue.context().close();

  // Back on the activity, the button now says this reader is registered.
  await page.goto(`activityDetail/${OPEN}.html`);
  await expect(page.getByTestId('signup-button')).toHaveAttribute('data-state', 'registered');
});

test.describe('votes', () => {
  const VOTE = '/activityVote/3006/4001.html';

  test('a reader votes until the daily limit, sees the count move and the results; no further vote is offered', async ({
    page,
    request,
  }) => {
    await loginWithPassword(page, VOTE);
    await expect(page).toHaveURL(/activityVote\/3006\/4001\.html/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vote activity detail');
    await expect(page).toHaveTitle(/Vote activity detail/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('第三届“最美乡村教师”网络评选');
    await expect(page.getByTestId('votes-left')).toHaveText('3 votes left today (3 a day)');

    // Themes and search by name.
    await page.getByRole('link', { name: '中学组' }).click();
    await expect(page.getByRole('button', { name: /^Vote for / })).toHaveCount(4);
    await page.getByRole('searchbox', { name: 'Candidate name or number' }).fill('卓玛');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('button', { name: /^Vote for / })).toHaveCount(1);

    const count = page.getByTestId('vote-count-4201');
    const votes = async () => Number((await count.textContent())?.replace(/\D/g, ''));
    const before = await votes();
    const button = page.getByRole('button', { name: 'Vote for 次仁卓玛' });
    // A double tap is one vote.
    await button.dblclick();
    await expect(page.getByTestId('votes-left')).toHaveText('2 votes left today (3 a day)');
    await expect.poll(votes).toBe(before + 1);
    for (const left of [1, 0]) {
      await button.click();
      await expect(page.getByTestId('votes-left')).toHaveText(`${left} votes left today (3 a day)`);
    }
    await expect.poll(votes).toBe(before + 3);
    // None left today: the button is off, no fourth tap for the platform to refuse (docs/decisions/0094).
    await expect(button).toBeDisabled();
    await expect.poll(votes).toBe(before + 3);

    // The raw HTML (signed in) holds the title, the share tags and the options.
    const raw = await (
      await request.get(VOTE.slice(1), {
        headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      })
    ).text();
    expect(raw).toContain('<title>Vote activity detail');
    expect(raw).toContain('<meta property="og:title" content="第三届“最美乡村教师”网络评选"');
    expect(raw).toContain('次仁卓玛');

    await page.getByRole('link', { name: '次仁卓玛' }).first().click();
    await expect(page).toHaveURL(/voteItemDetail\/3006\/4001\/4201\.html/);
    await expect(page.getByText('在海拔4700米的牧区小学任教19年')).toBeVisible();
    await page.goto(VOTE.slice(1));
    await page.getByRole('link', { name: 'See the results' }).click();
    await expect(page.getByTestId('vote-ranking').getByRole('listitem').first()).toContainText('次仁卓玛');
  });
});
