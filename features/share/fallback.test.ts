/**
 * @jest-environment jsdom
 */
import { fallBackToDownload } from './fallback';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => jest.useRealTimers());

describe('fallBackToDownload', () => {
  it('goes to the download page when the page is still in view after the wait', () => {
    const go = jest.fn();
    fallBackToDownload('/wap/touch/downloadClient.html', 2000, go);
    jest.advanceTimersByTime(1999);
    expect(go).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('/wap/touch/downloadClient.html');
  });
  it('stays when the app took over (the page was hidden)', () => {
    const go = jest.fn();
    fallBackToDownload('/d', 2000, go);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    setVisibility('visible'); // the reader comes back from the app later
    jest.advanceTimersByTime(5000);
    expect(go).not.toHaveBeenCalled();
  });
  it('stays when the page was left', () => {
    const go = jest.fn();
    fallBackToDownload('/d', 2000, go);
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(5000);
    expect(go).not.toHaveBeenCalled();
  });
  it('does nothing once cancelled', () => {
    const go = jest.fn();
    fallBackToDownload('/d', 2000, go)();
    jest.advanceTimersByTime(5000);
    expect(go).not.toHaveBeenCalled();
  });
});
