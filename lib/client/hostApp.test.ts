/** @jest-environment jsdom */
import { hostAppBridgePresent, sendToHostApp } from './hostApp';

type BridgeWindow = Window & { TouchHostBridge?: unknown; webkit?: unknown };
const w = window as BridgeWindow;

afterEach(() => {
  delete w.TouchHostBridge;
  delete w.webkit;
});

describe('the host app bridge', () => {
  it('outside the app: nothing is sent and nothing is present', () => {
    expect(sendToHostApp('login')).toBe(false);
    expect(hostAppBridgePresent()).toBe(false);
  });

  it('on Android the message goes as JSON text', () => {
    const postMessage = jest.fn();
    w.TouchHostBridge = { postMessage };
    expect(hostAppBridgePresent()).toBe(true);
    expect(sendToHostApp('share', { title: '拉萨' })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('{"action":"share","title":"拉萨"}');
  });

  it('on iOS the message goes as an object', () => {
    const postMessage = jest.fn();
    w.webkit = { messageHandlers: { touchHost: { postMessage } } };
    expect(hostAppBridgePresent()).toBe(true);
    expect(sendToHostApp('openClient')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ action: 'openClient' });
  });
});
