/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { ClientCallError } from './clientCallError';
import { fakeIntersectionObserver } from '@/tests/support/fakeIntersectionObserver';
import { PAGES_LOADED_NEAR_END } from './pagesLoadedNearEnd';
import { useLoadNearEnd, useMorePages, type MorePage } from './useMorePages';

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
    {children}
  </NextIntlClientProvider>
);

type Item = { id: number };
const page = (ids: number[], hasMore: boolean): MorePage<Item> => ({ items: ids.map((id) => ({ id })), hasMore });

function setUp(
  fetchPage: (n: number) => Promise<MorePage<Item>>,
  extra: { hasMore?: boolean; failedBefore?: boolean } = {},
) {
  return renderHook(
    () =>
      useMorePages<Item>({
        firstPage: 1,
        hasMore: extra.hasMore ?? true,
        failedBefore: extra.failedBefore,
        fetchPage,
        keyOf: (item) => item.id,
        failedText: 'could not load',
      }),
    { wrapper },
  );
}

test('asks for the pages after the server’s in order, drops items already shown, and stops at the end', async () => {
  const asked: number[] = [];
  const answers = [page([1, 2], true), page([2, 3], false)];
  const { result } = setUp(async (n) => {
    asked.push(n);
    return answers[asked.length - 1]!;
  });
  await act(() => result.current.load());
  expect(result.current.phase).toBe('idle');
  await act(() => result.current.load());
  expect(asked).toEqual([1, 2]);
  expect(result.current.items.map((item) => item.id)).toEqual([1, 2, 3]);
  expect(result.current.phase).toBe('done');
});

test('a failed page keeps what is shown, says why in the reader’s words, and the next load retries the same page', async () => {
  const asked: number[] = [];
  let fail = true;
  const { result } = setUp(async (n) => {
    asked.push(n);
    if (fail) throw new ClientCallError('platformRefused', '评论已关闭', 502);
    return page([7], false);
  });
  await act(() => result.current.load());
  expect(result.current.phase).toBe('failed');
  expect(result.current.problem).toBe('评论已关闭');
  fail = false;
  await act(() => result.current.load());
  expect(asked).toEqual([1, 1]);
  expect(result.current.problem).toBeNull();
  expect(result.current.items).toEqual([{ id: 7 }]);
});

test('a second load while one is under way asks nothing more', async () => {
  let release: (value: MorePage<Item>) => void = () => undefined;
  const fetchPage = jest.fn(() => new Promise<MorePage<Item>>((resolve) => (release = resolve)));
  const { result } = setUp(fetchPage);
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.load();
    void result.current.load();
  });
  expect(result.current.phase).toBe('loading');
  await act(async () => {
    release(page([1], false));
    await first;
  });
  expect(fetchPage).toHaveBeenCalledTimes(1);
});

test('a server part that failed starts as failed with the component’s words; nothing more starts as done', () => {
  expect(setUp(async () => page([], false), { failedBefore: true }).result.current).toMatchObject({
    phase: 'failed',
    problem: 'could not load',
  });
  expect(setUp(async () => page([], false), { hasMore: false }).result.current.phase).toBe('done');
});

describe('useLoadNearEnd', () => {
  beforeEach(() => fakeIntersectionObserver.install());
  const endInView = () => act(async () => fakeIntersectionObserver.fire(true));

  test(`loads ${PAGES_LOADED_NEAR_END} pages as the end comes near, then waits for the button: the footer stays in reach`, async () => {
    const asked: number[] = [];
    const sentinel = { current: document.createElement('div') };
    const { result } = renderHook(
      () => {
        const more = useMorePages<Item>({
          firstPage: 1,
          hasMore: true,
          fetchPage: async (n) => (asked.push(n), page([n], true)),
          keyOf: (item) => item.id,
          failedText: 'x',
        });
        useLoadNearEnd(sentinel, more);
        return more;
      },
      { wrapper },
    );
    for (let view = 0; view < PAGES_LOADED_NEAR_END + 2; view += 1) await endInView();
    expect(asked).toEqual([1, 2]);
    expect(result.current).toMatchObject({ loaded: 2, phase: 'idle' });
    expect(fakeIntersectionObserver.connected()).toBe(0);
    await act(() => result.current.load());
    expect(asked).toEqual([1, 2, 3]);
  });

  test('the end coming into reach after a failure asks nothing: that waits for the retry', async () => {
    const fetchPage = jest.fn(async () => page([1], false));
    const sentinel = { current: document.createElement('div') };
    renderHook(
      () => {
        const more = useMorePages<Item>({
          firstPage: 1,
          hasMore: true,
          failedBefore: true,
          fetchPage,
          keyOf: (item) => item.id,
          failedText: 'x',
        });
        useLoadNearEnd(sentinel, more);
      },
      { wrapper },
    );
    await endInView();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
