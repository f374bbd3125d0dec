import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './test';

// The consent step a weixin reader sees before weixin sign-in (docs/decisions/0064), for the specs
// that open pages with the weixin user agent. Locale-free: the step's form has one box and one
// submit button.

/** proxy.ts leaves a device that said "not now" alone (features/member/server/weixinAuthorization.ts, WX_DECLINED_COOKIE). */
const DECLINED_COOKIE = 'touch_wx_declined';

/** The same for a request of the test's `request` fixture (it has no cookie jar to add to). */
export const DECLINED_HEADERS = { cookie: `${DECLINED_COOKIE}=1` } as const;

/** This device said "not now": its pages open as they are, the reader not signed in. */
export async function declineWeixinSignIn(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([
    {
      name: DECLINED_COOKIE,
      value: '1',
      domain: new URL(baseURL).hostname,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** On the consent step: ticks the box and agrees; weixin's stand-in page and the callback follow. */
export async function agreeToWeixinSignIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/weixinSignIn\.html\?/);
  await page.getByRole('checkbox').check();
  // Enabled once the form's script runs (useHydrated): the click waits for it.
  await page.locator('main form button[type="submit"]').click();
}

/**
 * An authorization started as the consent step's "agree" starts it, not followed: the state of the
 * authorize address it answers. The device then remembers its consent, so the proxy's retries go
 * straight to weixin, as before the step existed.
 */
export async function consentedAuthorizeState(page: Page, returnPath: string): Promise<string> {
  const answer = await page.request.post('api/member/weixinStart', {
    data: { consent: true, redirect: returnPath },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(answer.status()).toBe(200);
  const url = new URL(((await answer.json()) as { url: string }).url);
  expect(url.pathname).toBe('/wx/connect/oauth2/authorize');
  return url.searchParams.get('state')!;
}
