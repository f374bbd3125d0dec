import { test, expect } from './support/test';
import { acceptTerms, fillSmsSignIn } from './support/identity';

// Following a reporter (docs/decisions/0064): the button on the reporter page (topicSub type 5
// through /api/accounts/reporterFollow), "my follows"' reporters list (mySubReporters) with unfollow. The
// test signs up a member of its own (a fresh phone): no other spec follows a reporter as them.

test.describe.configure({ timeout: 90_000 });

/** Reporter 4 of the seed (platform/seed/extras.mjs): no other spec follows them. */
const REPORTER = 'reporter/4.html';

test('a reporter followed from their page is listed in my follows, and unfollowed there', async ({
  page,
  consoleErrors,
}) => {
  // Signed out, the button leads to sign-in and back.
  await page.goto(`${REPORTER}?lang=en`);
  const name = (await page.locator('#reporter-name').evaluate((h) => h.firstChild?.textContent ?? '')).trim();
  expect(name).not.toBe('');
  await page.getByRole('button', { name: `Follow reporter ${name}` }).click();
  await expect(page).toHaveURL(/\/login\.html\?redirect=[^&]*reporter%2F4\.html/);
  await fillSmsSignIn(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/reporter\/4\.html\?lang=en$/);

  // Signed in: follow; the state is the platform's, so it survives a reload.
  const follow = page.getByRole('button', { name: `Follow reporter ${name}` });
  await follow.click();
  const following = page.getByRole('button', { name: `Following reporter ${name}; tap to unfollow` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Followed', { exact: true })).toBeVisible();
  await page.reload();
  await expect(following).toBeEnabled();

  // My follows: the accounts, then the reporters' tab, which lists them (light/cn).
  await page.goto('myFollows.html?lang=cn');
  await page.getByRole('link', { name: '记者', exact: true }).click();
  await expect(page).toHaveURL(/\/myReporters\.html$/);
  const list = page.getByTestId('my-reporters');
  await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', /\/reporter\/4\.html$/);

  // Dark/bo, then unfollow in place; the list is empty on the next visit.
  await page.goto('myReporters.html?lang=bo&dark=true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('myReporters.html?lang=en');
  await page.getByRole('button', { name: `Following reporter ${name}; tap to unfollow` }).click();
  await expect(page.getByRole('button', { name: `Follow reporter ${name}` })).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByText('You do not follow any reporters yet.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
