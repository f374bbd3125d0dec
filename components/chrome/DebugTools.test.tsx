/**
 * @jest-environment jsdom
 */
import { act, render } from '@testing-library/react';
import { DebugTools } from './DebugTools.island';

const created = jest.fn();
const destroyed = jest.fn();
jest.mock('vconsole', () => ({
  __esModule: true,
  default: class {
    constructor() {
      created();
    }
    destroy() {
      destroyed();
    }
  },
}));

describe('DebugTools with ?debug=console, on a site that allows it', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/home.html?debug=console');
  });
  afterEach(() => jest.useRealTimers());

  it('opens the on-page console 2 s after load, not before, and closes it when the page goes', async () => {
    const { unmount } = render(<DebugTools />);
    await act(async () => {
      jest.advanceTimersByTime(1_900);
    });
    expect(created).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(created).toHaveBeenCalledTimes(1);
    unmount();
    expect(destroyed).toHaveBeenCalledTimes(1);
  });

  it('opens nothing without the suffix', async () => {
    window.history.replaceState(null, '', '/home.html');
    created.mockClear();
    render(<DebugTools />);
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(created).not.toHaveBeenCalled();
  });
});
