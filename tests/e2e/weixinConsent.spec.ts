import { test, expect, expectAccessible } from './support/test';
import { devCode, freshPhone, sessionCookie, SESSION_COOKIE, WEIXIN_UA } from './support/identity';
import { agreeToWeixinSignIn } from './support/weixinConsent';

// Weixin sign-in asks first (docs/decisions/0064), and reading comes before both (docs/decisions/0079):
// a weixin reader who is not signed in reads a shared article as it is; signing in (the login page, a
// member's page) shows the consent step (the two documents, an unticked box) before weixin's authorize
// page, which is the platform's stand-in here (site config weixin.authorizeUrl); the platform records
// the versions accepted (thirdLogin consent=1), so the account page does not ask again; "not now" reads on.

/** The login page as a reader who taps 'log in' on `page` reaches it. */
const loginFor = (page: string, look: string) => `login.html?${look}&redirect=${encodeURIComponent(page)}`;

test.describe('weixin sign-in asks first', () => {
  test.use({ userAgent: WEIXIN_UA });

  test('the terms with an unticked box before weixin; without the tick nothing leaves; with it signed in, the consent recorded, and remembered', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const hops: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) hops.push(r.url());
    });
    await page.goto(loginFor('/search.html?lang=en&keyword=%E6%8B%89%E8%90%A8', 'lang=en'));
    await expect(page).toHaveURL(
      /\/weixinSignIn\.html\?redirect=%2Fsearch\.html%3Flang%3Den%26keyword%3D%25E6%258B%2589%25E8%2590%25A8&lang=en$/,
    );
    expect(hops.filter((u) => u.includes('/authorize?'))).toEqual([]);
    await expect(page.getByRole('heading', { name: 'Sign in with Weixin', level: 1 })).toBeVisible();
    const box = page.getByRole('checkbox', { name: /I have read and agree/ });
    await expect(box).not.toBeChecked();
    await expect(page.getByRole('main').getByRole('link', { name: 'User Agreement' })).toHaveAttribute(
      'href',
      /\/userAgreement\.html$/,
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      /\/privacyPolicy\.html$/,
    );

    // Without the tick: the form says so and nothing goes to weixin.
    await page.getByRole('button', { name: 'Agree and sign in with Weixin' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please read and tick to accept the User Agreement and the Privacy Policy first',
    );
    await expectAccessible(page);
    expect(hops.filter((u) => u.includes('/authorize?'))).toEqual([]);

    // Ticked: weixin's stand-in, the callback, and back on the page asked for, signed in.
    await box.check();
    await page.getByRole('button', { name: 'Agree and sign in with Weixin' }).click();
    await expect(page).toHaveURL(/\/search\.html\?lang=en&keyword=%E6%8B%89%E8%90%A8(#wechat_redirect)?$/);
    expect(hops.some((u) => u.includes('/wx/connect/oauth2/authorize?'))).toBe(true);
    expect((await sessionCookie(context))?.httpOnly).toBe(true);

    // The platform recorded the versions accepted: the account page does not ask for them.
    await page.goto('getUserInfo.html?lang=en');
    await expect(page.getByText('Weixin', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The User Agreement and Privacy Policy have changed' })).toHaveCount(
      0,
    );

    // Signed out later (the session ran out): this device accepted the versions in force, so straight to weixin.
    await context.clearCookies({ name: SESSION_COOKIE });
    hops.length = 0;
    await page.goto('home.html?lang=en');
    await expect(page).toHaveURL(/\/home\.html\?lang=en(#wechat_redirect)?$/);
    expect(hops.some((u) => u.includes('/weixinSignIn.html'))).toBe(false);
    expect(hops.some((u) => u.includes('/wx/connect/oauth2/authorize?'))).toBe(true);
    expect(await sessionCookie(context)).toBeDefined();
    expect(consoleErrors).toEqual([]);
  });

  test('a shared article opens as the article: no step, no authorization', async ({ page, context, consoleErrors }) => {
    // A public page in weixin loads weixin's JS-SDK (features/share/weixinShareSetup.ts) from a host this
    // machine cannot reach; a stand-in that does nothing answers for it, so the page's own errors still count.
    await page.route('https://res.wx.qq.com/**', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: 'window.wx = { config() {}, ready() {}, error() {}, updateAppMessageShareData() {}, updateTimelineShareData() {} };',
      }),
    );
    const hops: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) hops.push(r.url());
    });
    const response = await page.goto('newsDetail/1/1000.html?from=singlemessage');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/newsDetail\/1\/1000\.html\?from=singlemessage$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('青稞');
    expect(hops.filter((u) => u.includes('weixinSignIn') || u.includes('/authorize?'))).toEqual([]);
    expect(await sessionCookie(context)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  test('not now: back on the page, read without signing in, and not asked on the next page', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto(loginFor('/home.html?lang=en', 'lang=en'));
    await expect(page).toHaveURL(/\/weixinSignIn\.html\?redirect=%2Fhome\.html%3Flang%3Den&lang=en$/);
    await page.getByRole('button', { name: 'Not now, keep reading' }).click();
    await expect(page).toHaveURL(/\/home\.html\?lang=en$/);
    await page.goto('search.html');
    await expect(page).toHaveURL(/\/search\.html$/);
    expect(await sessionCookie(context)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
  });

  test('the way back is our own origin only, and the step itself is never sent to weixin', async ({ page }) => {
    await page.goto('weixinSignIn.html?redirect=https%3A%2F%2Fevil.example%2F&lang=en');
    await expect(page).toHaveURL(/\/weixinSignIn\.html\?/);
    await page.getByRole('button', { name: 'Not now, keep reading' }).click();
    await expect(page).toHaveURL(/\/wap\/touch\/home\.html$/);
  });

  test('the step in light/cn and dark/bo passes axe', async ({ page }) => {
    await page.goto(loginFor('/home.html?lang=cn', 'lang=cn'));
    await expect(page).toHaveURL(/\/weixinSignIn\.html\?redirect=%2Fhome\.html%3Flang%3Dcn&lang=cn$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await page.goto(loginFor('/search.html', 'lang=bo&dark=true'));
    await expect(page).toHaveURL(/\/weixinSignIn\.html\?.*lang=bo&dark=true$/);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'མོས་མཐུན་བྱས་ནས་འཕྲིན་མྱུར་གྱིས་ནང་འཛུལ།' })).toBeEnabled();
    await expectAccessible(page);
  });

  test('a weixin-only member adds a phone on the password page, then the page offers its own form', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('getUserInfo.html?lang=en');
    await agreeToWeixinSignIn(page);
    await expect(page).toHaveURL(/\/getUserInfo\.html\?lang=en$/);
    const memberId = (await page.getByTestId('member-id').first().textContent())!.trim();
    await page.goto('setPassword.html?lang=en');
    await expect(
      page.getByText('Your account signed in with Weixin and has no phone number yet.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    const phone = freshPhone();
    await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Verification code sent')).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Verification code' })
      .fill(await devCode('sms', `bind:${memberId}:${phone}`));
    await page.getByRole('button', { name: 'Add phone number' }).click();
    // The page again, now with the password form and its code going to the bound phone.
    await expect(page.getByLabel('New password')).toBeVisible();
    await expect(page.getByText(`${phone.slice(0, 3)}****${phone.slice(-4)}`, { exact: false })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
