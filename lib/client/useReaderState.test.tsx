/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useReaderState } from './useReaderState';

describe('useReaderState', () => {
  it('asks once after load, and again only when the key changes', async () => {
    const ask = jest.fn(async () => ({ signedIn: true }));
    const { result, rerender } = renderHook(({ key }) => useReaderState(key, ask), { initialProps: { key: 'fav:1' } });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual({ signedIn: true }));
    rerender({ key: 'fav:1' });
    expect(ask).toHaveBeenCalledTimes(1);
    rerender({ key: 'fav:2' });
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(2));
  });

  it('a failed question leaves it unknown; a failed reload keeps what is shown; setData sets it', async () => {
    const ask = jest.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ n: 1 }).mockRejectedValueOnce(new Error('network'));
    const { result } = renderHook(() => useReaderState<{ n: number }>('k', ask));
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
    expect(result.current.data).toBeUndefined();
    await act(() => result.current.reload());
    expect(result.current.data).toEqual({ n: 1 });
    await act(() => result.current.reload());
    expect(result.current.data).toEqual({ n: 1 });
    act(() => result.current.setData({ n: 5 }));
    expect(result.current.data).toEqual({ n: 5 });
  });

  it('an answer that comes after the key changed is not shown', async () => {
    let answerFirst: (value: string) => void = () => undefined;
    const ask = jest.fn().mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve))).mockResolvedValueOnce('second');
    const { result, rerender } = renderHook(({ key }) => useReaderState(key, ask), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.data).toBe('second'));
    await act(async () => answerFirst('first'));
    expect(result.current.data).toBe('second');
  });
});
