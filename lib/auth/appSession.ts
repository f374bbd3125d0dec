import { parseHostAppUa } from './hostAppUa';

/**
 * A session handed over by the provider's app (docs/host-app-bridge.md, "Signing the app's member
 * in") lasts while the app holds that member: inside the app, a user agent whose `xyUid` is gone
 * (the app signed out) or names another member (the app switched accounts) ends it at once. The
 * platform ends its tokens too when the app's login ends; this needs no call. Outside the app, and
 * for sessions signed in here, the user agent says nothing about the session.
 */
export function appSessionHeld(member: { via: string; userId: string }, userAgent: string | null | undefined): boolean {
  if (member.via !== 'app') return true;
  const app = parseHostAppUa(userAgent);
  return !app || app.userId === member.userId;
}
