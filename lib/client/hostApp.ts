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

export function sendToHostApp(action: HostAction, payload: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as BridgeWindow;
  const message = { action, ...payload };
  if (w.TouchHostBridge) {
    w.TouchHostBridge.postMessage(JSON.stringify(message));
    return true;
  }
  if (w.webkit?.messageHandlers?.touchHost) {
    w.webkit.messageHandlers.touchHost.postMessage(message);
    return true;
  }
  return false;
}

/** The provider's app is hosting this page: its bridge is there (docs/host-app-bridge.md). */
export function hostAppBridgePresent(): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as BridgeWindow;
  return Boolean(w.TouchHostBridge || w.webkit?.messageHandlers?.touchHost);
}
