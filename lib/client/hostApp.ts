/**
 * The provider's app hosts our pages in a webview and exposes a bridge (docs/host-app-bridge.md):
 * `window.TouchHostBridge.postMessage(json)` on Android, `webkit.messageHandlers.touchHost` on iOS.
 * Outside the app every call is a no-op and answers false.
 */
export type HostAction = 'login' | 'refreshToken' | 'clearUser' | 'share' | 'openClient';

interface BridgeWindow {
  TouchHostBridge?: { postMessage: (message: string) => void };
  webkit?: { messageHandlers?: { touchHost?: { postMessage: (message: unknown) => void } } };
}

/** How to post to the hosting app, or null outside it (no bridge on this page). */
function bridge(): ((message: Record<string, unknown>) => void) | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as BridgeWindow;
  const android = w.TouchHostBridge;
  if (android) return (message) => android.postMessage(JSON.stringify(message));
  const ios = w.webkit?.messageHandlers?.touchHost;
  if (ios) return (message) => ios.postMessage(message);
  return null;
}

export function sendToHostApp(action: HostAction, payload: Record<string, unknown> = {}): boolean {
  const post = bridge();
  post?.({ action, ...payload });
  return post !== null;
}

/** The provider's app is hosting this page: its bridge is there (docs/host-app-bridge.md). */
export function hostAppBridgePresent(): boolean {
  return bridge() !== null;
}
