import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { acceptTerms, devCode, fillSmsSignIn, LOGOUT_FORM, sessionCookie } from './support/identity';
import { waitForHydration } from './support/hydration';
import { DEV_EDITOR_TOKEN, PLATFORM_URL } from './support/platform';
import { followFooterLink } from './support/scroll';

// The user agreement and privacy policy, consent at sign-in, the password and leaving
// (docs/decisions/0050; docs/product.md §2 "Consent, password and leaving"). Every test signs up a
// member of its own (a fresh phone), so nothing here touches the demo members other specs read.

// Each test signs up, sends codes and visits several pages on a machine shared with the whole suite.
test.describe.configure({ timeout: 90_000 });

const LOGIN = `login.html?lang=en&redirect=${encodeURIComponent('/getUserInfo.html')}`;

/** Fills the SMS sign-in of a fresh phone up to the last click; answers the phone. */
async function fillSignUp(page: Page): Promise<string> {
  await page.goto(LOGIN);
  return fillSmsSignIn(page);
}

async function signUp(page: Page): Promise<string> {
  const phone = await fillSignUp(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/getUserInfo\.html$/);
  return phone;
}

/** Sets a password through the account page's form (a code sent to the member's own phone). */
async function setPassword(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('getUserInfo.html?lang=en');
  await page.getByRole('link', { name: 'Set a password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a password');
  await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await devCode('sms', `password:${phone}`));
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The two passwords differ');
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password saved; your sign-ins on other devices have ended')).toBeVisible();
}

async function logOut(page: Page): Promise<void> {
  await page.goto('getUserInfo.html?lang=en');
  // One tap once React owns the form (support/hydration.ts).
  await waitForHydration(page, LOGOUT_FORM);
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/home\.html$/);
}

async function signInWithPassword(page: Page, phone: string, password: string): Promise<void> {
  await page.goto(LOGIN);
  await page.getByRole('button', { name: 'Password login' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('the legal documents are public pages from the platform, linked from the footer and the login form; light/cn and dark/bo', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('home.html?lang=en');
  await followFooterLink(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }));
  await expect(page).toHaveURL(/\/privacyPolicy\.html/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plateau Media privacy policy' })).toBeVisible();
  await expect(page.getByTestId('legal-version')).toHaveText(/^Version \d+/);

  await page.goto('userAgreement.html?lang=cn');
  // The bar names the page; its h1 is the document's own title (decision 0097).
  await expect(page.getByRole('banner')).toContainText('用户协议');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('高原融媒用户协议');
  await expect(page.getByRole('heading', { name: '四、账号注销' })).toBeVisible();

  // No Tibetan text on the platform: the binding Chinese, marked as Chinese, with a note in Tibetan.
  await page.goto('userAgreement.html?lang=bo&dark=true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('banner')).toContainText('སྤྱོད་མཁན་གྱི་གྲོས་མཐུན།');
  await expect(page.locator('article')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByText('རྒྱ་ཡིག་གི་ཡིག་ཆ་ལ་གཞི་བཞག་བྱེད།', { exact: false })).toBeVisible();
  await page.goto('privacyPolicy.html?lang=bo&dark=true');
  await expect(page.getByRole('banner')).toContainText('སྒེར་གྱི་གསང་དོན་སྲིད་ཇུས།');

  await page.goto(LOGIN);
  const consent = page.getByRole('checkbox', { name: /I have read and agree/ });
  await expect(consent).not.toBeChecked();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', /\/userAgreement\.html$/);
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', /\/privacyPolicy\.html$/);
  expect(consoleErrors).toEqual([]);
});

test('sign-in is refused without consent and accepted with it', async ({ page, context, baseURL }) => {
  const phone = await fillSignUp(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please read and tick to agree to the User Agreement and the Privacy Policy first',
  );
  await expect(page).toHaveURL(/\/login\.html/);
  expect(await sessionCookie(context)).toBeUndefined();

  // Our API refuses as well, whatever a page sends: 422, and no session.
  const refused = await page.request.post('api/member/authLogin', {
    headers: { origin: new URL(baseURL!).origin },
    data: { mode: 'code', phone, code: '000000', consent: false },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error.code).toBe('consentRequired');
  expect(await sessionCookie(context)).toBeUndefined();

  await acceptTerms(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/getUserInfo\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(page.getByTestId('member-id')).toBeVisible();
});

test('after the platform raises a version, a signed-in member is asked again and their acceptance is recorded', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('getUserInfo.html?lang=en');
  await expect(page.getByTestId('member-id')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The User Agreement and Privacy Policy have changed' })).toHaveCount(
    0,
  );

  // The newsroom publishes a new privacy policy on the platform (its editor surface).
  const published = await fetch(`${PLATFORM_URL}/editor/protocol/privacy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${DEV_EDITOR_TOKEN}` },
    body: JSON.stringify({
      texts: [
        { lang: 'cn', title: '高原融媒隐私政策', content: '<p>本版本新增：我们不再收集设备型号。</p>' },
        {
          lang: 'en',
          title: 'Plateau Media privacy policy',
          content: '<p>New in this version: we no longer collect the device model.</p>',
        },
      ],
    }),
  });
  expect(published.ok).toBe(true);
  const { version } = (await published.json()) as { version: number };

  await page.reload();
  const prompt = page.getByRole('region', { name: 'The User Agreement and Privacy Policy have changed' });
  await expect(prompt).toBeVisible();
  // The public page shows the new version at once (the platform purged the cached copy).
  await prompt.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByText('New in this version: we no longer collect the device model.')).toBeVisible();
  await expect(page.getByTestId('legal-version')).toHaveText(new RegExp(`^Version ${version}\\b`));

  await page.goto('getUserInfo.html?lang=en');
  await prompt.getByRole('button', { name: 'Agree and continue' }).click();
  await expect(page.getByText('Thank you: your acceptance is recorded')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('member-id')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // The next sign-in asks again too: the box starts unticked.
  await logOut(page);
  await page.goto(LOGIN);
  await expect(page.getByRole('checkbox', { name: /I have read and agree/ })).not.toBeChecked();
});

test('a password is set after an SMS code and signs in', async ({ page }) => {
  const phone = await signUp(page);
  // The account pages in dark/bo (axe runs on every page visited).
  await page.goto('setPassword.html?lang=bo&dark=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('གསང་ཨང་གཏན་འཁེལ།');
  await page.goto('cancelAccount.html?lang=bo&dark=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ཐོ་ཁོངས་མེད་པར་བཟོ་བ།');
  await page.goto('setPassword.html?lang=cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('设置密码');

  await setPassword(page, phone, 'plateau2026');
  await logOut(page);
  await signInWithPassword(page, phone, 'plateau2026');
  await expect(page).toHaveURL(/\/getUserInfo\.html$/);
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
});

test('deleting the account: a warning, an SMS code and a tick; then the session ends, sign-in is refused and the public page is gone', async ({
  page,
  context,
}) => {
  const phone = await signUp(page);
  await setPassword(page, phone, 'leaving2026');
  await page.goto('getUserInfo.html?lang=en');
  const memberId = (await page.getByTestId('member-id').textContent())!.trim();
  expect((await page.request.get(`userDetail/${memberId}.html`)).status()).toBe(200);

  await page.getByRole('link', { name: 'Delete account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete account');
  await expect(page.getByText('A deleted account cannot be restored. Please be sure.')).toBeVisible();
  await expect(page.getByText(/Your comments and posts stay where they are/)).toBeVisible();
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await devCode('sms', `cancel:${phone}`));
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please tick to confirm first');
  await page.getByRole('checkbox', { name: 'I understand the above and want to delete my account' }).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/home\.html$/);
  expect(await sessionCookie(context)).toBeUndefined();
  await page.goto('getUserInfo.html');
  await expect(page).toHaveURL(/\/login\.html/);
  await signInWithPassword(page, phone, 'leaving2026');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Phone number or password incorrect');
  expect((await page.request.get(`userDetail/${memberId}.html`)).status()).toBe(404);
});
