/**
 * The provider's own app announces itself in its webview's user agent (docs/host-app-bridge.md):
 * `xyApp/{version}` and, when a member is signed in to the app, `xyUid/{user id}`, e.g.
 * `Mozilla/5.0 (Linux; Android 14) … Mobile Safari/537.36 xyApp/6.2.6 xyUid/1024`.
 */
export interface HostAppReader {
  appVersion: string;
  /** The app's signed-in member, or null when the app has nobody signed in. */
  userId: string | null;
}

const APP_TOKEN = /(?:^|\s)xyApp\/([0-9][0-9A-Za-z.\-]{0,31})(?=\s|$)/;
const UID_TOKEN = /(?:^|\s)xyUid\/([1-9][0-9]{0,17})(?=\s|$)/;

export function parseHostAppUa(userAgent: string | null | undefined): HostAppReader | null {
  if (!userAgent) return null;
  const app = APP_TOKEN.exec(userAgent);
  if (!app) return null;
  // A user id without the app token is ignored: anyone can type one into a browser's UA.
  return { appVersion: app[1] ?? '', userId: UID_TOKEN.exec(userAgent)?.[1] ?? null };
}

export function isHostApp(userAgent: string | null | undefined): boolean {
  return parseHostAppUa(userAgent) !== null;
}
