/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { forgetRememberedPages, useRememberedPages } from './useRememberedPages';

type Page = { ids: number[]; hasMore: boolean };
const page = (ids: number[], hasMore = true): Page => ({ ids, hasMore });

/** A request the test answers when it chooses. */
function deferred() {
  let answer!: (page: Page) => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<Page>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

beforeEach(() => forgetRememberedPages());

describe('useRememberedPages', () => {
  it('starts from the server’s pages and asks the wanted ones at once when told to', async () => {
    const fetchPage = jest.fn(async (index: number) => page([index * 10], index < 2));
    const { result } = renderHook(() => useRememberedPages<Page>({ key: 'a', hasMore: true, fetchPage, initialPages: [page([0])], wantAtOnce: 1 }));
    // The server's page is the one wanted at once: nothing to ask.
    expect(result.current.pages).toEqual([page([0])]);
    expect(fetchPage).not.toHaveBeenCalled();
    act(() => result.current.want(3));
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(fetchPage.mock.calls.map(([index]) => index)).toEqual([1, 2]);
  });

  it('a list whose server failed starts failed and asks nothing until the retry', async () => {
    const fetchPage = jest.fn(async () => page([1]));
    const { result } = renderHook(() => useRememberedPages<Page>({ key: 'a', hasMore: true, fetchPage, wantAtOnce: 1, failedBefore: true }));
    expect(result.current.failed).toBe(true);
    expect(fetchPage).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.pages).toEqual([page([1])]));
    expect(result.current.failed).toBe(false);
  });

  it('another key asks its own first page; coming back shows the pages remembered, without asking', async () => {
    const fetchPage = jest.fn(async (index: number) => page([index]));
    const { result, rerender } = renderHook(({ key }) => useRememberedPages<Page>({ key, hasMore: true, fetchPage: (index) => fetchPage(index), wantAtOnce: 1 }), {
      initialProps: { key: 'a' },
    });
    await waitFor(() => expect(result.current.pages).toHaveLength(1));
    act(() => result.current.want(2));
    await waitFor(() => expect(result.current.pages).toHaveLength(2));
    rerender({ key: 'b' });
    await waitFor(() => expect(result.current.pages).toHaveLength(1));
    expect(fetchPage).toHaveBeenCalledTimes(3);
    rerender({ key: 'a' });
    expect(result.current.pages).toHaveLength(2);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('an answer for a list no longer shown changes nothing on screen, even when the reader comes back before it', async () => {
    const requests: Record<string, ReturnType<typeof deferred>[]> = { a: [], b: [] };
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRememberedPages<Page>({
          key,
          hasMore: true,
          wantAtOnce: 1,
          fetchPage: () => {
            const request = deferred();
            requests[key]!.push(request);
            return request.promise;
          },
        }),
      { initialProps: { key: 'a' } },
    );
    expect(requests.a).toHaveLength(1);
    rerender({ key: 'b' });
    rerender({ key: 'a' });
    // a's first request was left behind by b's; coming back to a asked again.
    expect(requests.a).toHaveLength(2);
    await act(async () => requests.a![0]!.refuse(new Error('cancelled')));
    await act(async () => requests.b![0]!.refuse(new Error('cancelled')));
    expect(result.current.failed).toBe(false);
    expect(result.current.loading).toBe(true);
    await act(async () => requests.a![1]!.answer(page([7])));
    expect(result.current.pages).toEqual([page([7])]);
  });

  it('a list without more asks for nothing', () => {
    const fetchPage = jest.fn(async () => page([1]));
    const { result } = renderHook(() => useRememberedPages<Page>({ key: 'a', hasMore: false, fetchPage, wantAtOnce: 1 }));
    act(() => result.current.want(2));
    expect(fetchPage).not.toHaveBeenCalled();
    expect([result.current.hasMore, result.current.loading]).toEqual([false, false]);
  });
});
