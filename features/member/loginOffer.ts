import type { Reader } from '@/lib/session/reader';

/**
 * What the login page offers (decision 0005, in-app readers; docs/host-app-bridge.md):
 * - `form`: the web sign-in (phone and SMS code, password, weixin) to any reader of a browser;
 * - `hostApp`: inside the provider's app with nobody signed in there, the app's own sign-in (the
 *   form only where the app has no bridge to hand the reader to);
 * - `appMember`: inside the app with its member named in the user agent but no ticket handed over.
 *   That reader counts as signed in everywhere else (their page says so): offering a web SMS form
 *   here would say the opposite on the next page, so the page says they are signed in in the app,
 *   where what needs their account is done.
 */
export type LoginOffer = 'form' | 'hostApp' | 'appMember';

export function loginOffer(reader: Reader | null, inApp: boolean): LoginOffer {
  if (reader?.kind === 'app') return 'appMember';
  return inApp ? 'hostApp' : 'form';
}
