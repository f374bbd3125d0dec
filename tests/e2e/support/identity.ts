import type { BrowserContext, Page } from '@playwright/test';
import { devices, expect } from './test';
import { PLATFORM_URL } from './platform';

// Demo members of the reference platform (docs/platform-api.md, "Demo members").
export const DEMO = { phone: '13800000001', password: 'demo1234', nickname: '高原读者', inviteCode: 'PLAT26' } as const;
export const SESSION_COOKIE = 'touch_session';
/** The account page's "Log out" form (features/member/LogoutButton.island.tsx), for waitForHydration. */
export const LOGOUT_FORM = 'form[action$="/api/member/authLogout"]:not(:has(input[name="everywhere"]))';

const PIXEL_UA = devices['Pixel 7'].userAgent;
/** The weixin browser: the phone's user agent plus MicroMessenger, as weixin sends it. */
export const WEIXIN_UA = `${PIXEL_UA} MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN`;
/** The provider's app (docs/host-app-bridge.md): xyApp/{version} xyUid/{member id}. */
export const IN_APP_UA = `${PIXEL_UA} xyApp/6.2.6 xyUid/4242`;

/** A phone number of its own for each test, so parallel tests never share an SMS code. */
export function freshPhone(): string {
  return `139${String(Date.now() % 1e8).padStart(8, '0')}`.slice(0, 11);
}

/**
 * The development endpoints (PLATFORM_FAULTS=1): the image code of a device, the SMS code of a
 * phone. A code exists once the browser has loaded the picture (or the SMS was sent), which the
 * login page does on its own time: asked for a little while rather than once (a full run under
 * load asked before the picture had loaded: 404).
 */
export async function devCode(kind: 'verify-code' | 'sms', subject: string, waitMs = 10_000): Promise<string> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const response = await fetch(`${PLATFORM_URL}/dev/${kind}/${encodeURIComponent(subject)}`);
    if (response.ok) return ((await response.json()) as { code: string }).code;
    if (response.status !== 404 || Date.now() > deadline)
      throw new Error(`no ${kind} code for ${subject}: ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function deviceOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'touch_device');
  if (!cookie) throw new Error('no device cookie');
  // `{id}.{signature}`: the platform knows the device by its id only.
  return cookie.value.split('.')[0]!;
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
}

/**
 * Ticks the login form's consent box (the user agreement and the privacy policy, docs/decisions/0050):
 * it starts unticked, and nobody is signed in without it. English label.
 */
export async function acceptTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
}

/** Signs the demo member in through the login page, in English, and waits for the way back. */
export async function loginWithPassword(page: Page, redirect = '/getUserInfo.html'): Promise<void> {
  await page.goto(`login.html?lang=en&redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: 'Password login' }).click();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(DEMO.phone);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs a member of its own in by SMS code (a sign-up: a fresh phone), in English, and waits for getUserInfo. */
/**
 * Fills the open login page's SMS sign-in (English) for a fresh phone, up to the consent box and the
 * last click; answers the phone.
 */
export async function fillSmsSignIn(page: Page): Promise<string> {
  const phone = freshPhone();
  await page.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await expect(page.getByRole('img', { name: 'Image verification code' })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Image code' })
    .fill(await devCode('verify-code', await deviceOf(page.context())));
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByText('Verification code sent')).toBeVisible();
  await page.getByRole('textbox', { name: 'Verification code' }).fill(await devCode('sms', phone));
  return phone;
}

/** Signs a new member in by SMS on the login page that is open (English), as a reader would; answers the phone. */
export async function signInFreshHere(page: Page): Promise<string> {
  const phone = await fillSmsSignIn(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  return phone;
}

/** A member of its own (an SMS sign-up), landing on their member page. */
export async function signUpFresh(page: Page): Promise<void> {
  await page.goto(`login.html?lang=en&redirect=${encodeURIComponent('/getUserInfo.html')}`);
  await signInFreshHere(page);
  await expect(page).toHaveURL(/\/getUserInfo\.html$/);
}
