/**
 * @jest-environment jsdom
 */
import { act, render, renderHook, screen } from '@testing-library/react';
import { TOAST_MS, ToastHost, useToast } from './Toast.island';

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
});
