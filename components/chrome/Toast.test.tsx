/**
 * @jest-environment jsdom
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { TOAST_MS, ToastHost, toastAfterLoad, useToast } from './Toast.island';

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message that follows another only after the first had its time', () => {
    render(<ToastHost />);
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current('Link copied');
      result.current('+2 points');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('+2 points');
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a message repeated at once (a double tap) one time', () => {
    render(<ToastHost />);
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current('Liked');
      result.current('Liked');
    });
    act(() => jest.advanceTimersByTime(TOAST_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says on the next page what the page left by a full load asked it to, once (docs/decisions/0094)', () => {
    toastAfterLoad('You are signed out');
    const first = render(<ToastHost />);
    expect(screen.getByRole('status')).toHaveTextContent('You are signed out');
    first.unmount();
    // The page after that says nothing of it.
    render(<ToastHost />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
