/**
 * @jest-environment jsdom
 */
import { renderHook, waitFor } from '@testing-library/react';
import { callHandler } from '@/lib/client/http';
import { useFollowState } from './useFollowState';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const ask = jest.mocked(callHandler);

beforeEach(() => ask.mockReset());

describe('useFollowState', () => {
  it('the buttons of one list share one question, whatever the order of their ids', async () => {
    ask.mockResolvedValue({ signedIn: true, following: [2] });
    const { result } = renderHook(() => [
      useFollowState([1, 2, 3]),
      useFollowState([3, 1, 2]),
      useFollowState([2, 3, 1]),
    ]);
    await waitFor(() => expect(result.current.every((state) => state.data !== undefined)).toBe(true));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]![1]).toEqual({ ids: '1,2,3' });
    expect(result.current[0]!.data).toEqual({ signedIn: true, following: [2] });
  });

  it('asks again once the question is answered (a later page, after a follow elsewhere), not from a stale answer', async () => {
    ask
      .mockResolvedValueOnce({ signedIn: true, following: [] })
      .mockResolvedValueOnce({ signedIn: true, following: [5] });
    const first = renderHook(() => useFollowState([5]));
    await waitFor(() => expect(first.result.current.data).toEqual({ signedIn: true, following: [] }));
    first.unmount();
    const later = renderHook(() => useFollowState([5]));
    await waitFor(() => expect(later.result.current.data).toEqual({ signedIn: true, following: [5] }));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('a failed question leaves the state unknown', async () => {
    ask.mockRejectedValue(new Error('network'));
    const { result } = renderHook(() => useFollowState([9]));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(result.current.data).toBeUndefined();
  });
});
