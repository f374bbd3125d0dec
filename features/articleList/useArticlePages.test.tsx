/**
 * @jest-environment jsdom
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { callHandler } from '@/lib/client/http';
import type { ReactNode } from 'react';
import { forgetKeptPages, KeptPagesCache } from '@/lib/client/keptPages';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useArticlePages } from './useArticlePages';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
const ask = jest.mocked(callHandler);
const page = (ids: number[], hasMore = true) => ({ articles: ids.map((id) => ({ id })), hasMore }) as never;

beforeEach(() => {
  ask.mockReset();
  forgetKeptPages();
});

// The hook reads the lists' cache, as under MoreArticles.
const wrapper = ({ children }: { children: ReactNode }) => <KeptPagesCache>{children}</KeptPagesCache>;

describe('useArticlePages', () => {
  it('asks nothing until a page is wanted, then the pages in order, one at a time, until the end', async () => {
    ask.mockImplementation(async (_endpoint, input) => {
      const n = (input as { page: number }).page;
      return page([n * 100], n < 2);
    });
    const { result } = renderHook(() => useArticlePages({ kind: 'column', id: 31 }, true), { wrapper });
    expect(ask).not.toHaveBeenCalled();
    act(() => result.current.want(3));
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(ask.mock.calls.map(([, input]) => input)).toEqual([
      { columnId: 31, page: 1, typeScreen: undefined },
      { columnId: 31, page: 2, typeScreen: undefined },
    ]);
    expect(result.current.pages.flatMap((p) => p.articles.map((a) => a.id))).toEqual([100, 200]);
    expect(result.current.loading).toBe(false);
  });

  it('a failed page stops the paging until the reader retries; the pages shown stay', async () => {
    ask
      .mockResolvedValueOnce(page([1]))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(page([2]));
    const { result } = renderHook(() => useArticlePages({ kind: 'tag', id: 7 }, true), { wrapper });
    act(() => result.current.want(2));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.pages).toHaveLength(1);
    expect(ask).toHaveBeenCalledTimes(2);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.pages).toHaveLength(2));
    expect(result.current.failed).toBe(false);
  });

  it('a list coming back shows the pages it loaded at once; another list in the same place starts from its own', async () => {
    ask.mockResolvedValue(page([5]));
    const first = renderHook(() => useArticlePages({ kind: 'reporter', id: 3 }, true), { wrapper });
    act(() => first.result.current.want(1));
    await waitFor(() => expect(first.result.current.pages).toHaveLength(1));
    first.unmount();
    const again = renderHook(() => useArticlePages({ kind: 'reporter', id: 3 }, true), { wrapper });
    expect(again.result.current.pages).toHaveLength(1);
    expect(ask).toHaveBeenCalledTimes(1);

    const moved = renderHook(({ id }) => useArticlePages({ kind: 'xy', id }, true), {
      initialProps: { id: 1 },
      wrapper,
    });
    act(() => moved.result.current.want(1));
    await waitFor(() => expect(moved.result.current.pages).toHaveLength(1));
    moved.rerender({ id: 2 });
    expect(moved.result.current.pages).toHaveLength(0);
  });

  it('a tab switched while a page loads aborts that request: its answer never lands, and the list asks again on its return', async () => {
    const signals: AbortSignal[] = [];
    // As callHandler does: an aborted request rejects as 'cancelled'; an answer comes only when the test says.
    const answers: (() => void)[] = [];
    ask.mockImplementation((_endpoint, input, options) => {
      const signal = options!.signal!;
      signals.push(signal);
      return new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new ClientCallError('cancelled', 'cancel', 0)));
        answers.push(() => resolve(page([(input as { columnId: number }).columnId * 10])));
      });
    });
    const tabs = renderHook(({ id }) => useArticlePages({ kind: 'column', id }, true), {
      initialProps: { id: 1 },
      wrapper,
    });
    act(() => tabs.result.current.want(1));
    await waitFor(() => expect(signals).toHaveLength(1));
    tabs.rerender({ id: 2 });
    expect(signals[0]!.aborted).toBe(true);
    act(() => tabs.result.current.want(1));
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[1]!.aborted).toBe(false);
    await act(async () => answers[1]!());
    await waitFor(() => expect(tabs.result.current.pages).toHaveLength(1));
    expect(tabs.result.current.pages[0]!.articles.map((a) => a.id)).toEqual([20]);
    // Back to the first tab: nothing of it landed; it is asked afresh, not shown failed.
    tabs.rerender({ id: 1 });
    expect(tabs.result.current.pages).toHaveLength(0);
    expect(tabs.result.current.failed).toBe(false);
    act(() => tabs.result.current.want(1));
    await waitFor(() => expect(signals).toHaveLength(3));
    // A list that goes away (a tab switched by navigation) aborts what it still waits for.
    tabs.unmount();
    expect(signals[2]!.aborted).toBe(true);
  });

  it('a list left more than five minutes ago is asked afresh on its return', async () => {
    ask.mockResolvedValue(page([6]));
    const now = jest.spyOn(Date, 'now');
    const first = renderHook(() => useArticlePages({ kind: 'column', id: 99 }, true), { wrapper });
    act(() => first.result.current.want(1));
    await waitFor(() => expect(first.result.current.pages).toHaveLength(1));
    first.unmount();
    now.mockReturnValue(Date.now() + 4 * 60_000);
    const soon = renderHook(() => useArticlePages({ kind: 'column', id: 99 }, true), { wrapper });
    expect(soon.result.current.pages).toHaveLength(1);
    soon.unmount();
    now.mockReturnValue(Date.now() + 6 * 60_000);
    const late = renderHook(() => useArticlePages({ kind: 'column', id: 99 }, true), { wrapper });
    expect(late.result.current.pages).toHaveLength(0);
    now.mockRestore();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('a list without more asks for nothing', () => {
    const { result } = renderHook(() => useArticlePages({ kind: 'figure', id: 1 }, false), { wrapper });
    act(() => result.current.want(1));
    expect(ask).not.toHaveBeenCalled();
    expect([result.current.hasMore, result.current.loading]).toEqual([false, false]);
  });
});
