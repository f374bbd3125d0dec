/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useUploadsBusy } from './useUploadsBusy';

describe('useUploadsBusy', () => {
  it('is busy while any kind is, with callbacks that stay the same across renders', () => {
    const { result, rerender } = renderHook(() => useUploadsBusy());
    const first = result.current.onBusy;
    expect(result.current.anyBusy).toBe(false);
    act(() => result.current.onBusy.picture(true));
    act(() => result.current.onBusy.audio(true));
    expect(result.current.anyBusy).toBe(true);
    act(() => result.current.onBusy.picture(false));
    expect(result.current.anyBusy).toBe(true);
    act(() => result.current.onBusy.audio(false));
    expect(result.current.anyBusy).toBe(false);
    rerender();
    expect(result.current.onBusy).toBe(first);
  });
});
