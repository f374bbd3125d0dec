/**
 * @jest-environment jsdom
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { forgetKeptPages, KeptPagesCache, useKeptPages } from './keptPages';

beforeEach(() => forgetKeptPages());

type Page = { hasMore: boolean; ids: number[] };

/** A list as MoreArticles or the search shows one, under its own KeptPagesCache. */
function List({
  name,
  wanted,
  fetchPage,
}: {
  name: string;
  wanted: number;
  fetchPage: (index: number) => Promise<Page>;
}) {
  const list = useKeptPages<Page>({ key: name, hasMore: true, fetchPage, initialPage: { hasMore: true, ids: [0] } });
  const { want } = list;
  useEffect(() => want(wanted), [want, wanted]);
  return <p data-testid={name}>{list.pages.flatMap((page) => page.ids).join(',')}</p>;
}

function Screen({
  name,
  wanted,
  fetchPage,
}: {
  name: string;
  wanted: number;
  fetchPage: (index: number) => Promise<Page>;
}) {
  return (
    <KeptPagesCache>
      <List name={name} wanted={wanted} fetchPage={fetchPage} />
    </KeptPagesCache>
  );
}

describe('KeptPagesCache across a client-side navigation', () => {
  it('the next page’s list pages on after the last page’s list unmounts in the same commit', async () => {
    const fetchPage = jest.fn(async (index: number) => ({ hasMore: index < 3, ids: [index] }));
    // A client-side navigation: one page's tree (its list under its own cache) is replaced by the next
    // page's in one commit, the next one rendered before the last one's effects are cleaned up.
    const view = render(<Screen key="home" name="home" wanted={1} fetchPage={fetchPage} />);
    view.rerender(<Screen key="search" name="search" wanted={1} fetchPage={fetchPage} />);
    expect(screen.getByTestId('search').textContent).toBe('0');
    // 'load more' (or a search's next page) on the page the reader came to.
    view.rerender(<Screen key="search" name="search" wanted={3} fetchPage={fetchPage} />);
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('0,1,2'));
    expect(fetchPage.mock.calls.map(([index]) => index)).toEqual([1, 2]);
  });

  it('coming back to the first page shows its pages at once, kept across the other page', async () => {
    const fetchPage = jest.fn(async (index: number) => ({ hasMore: true, ids: [index] }));
    const view = render(<Screen key="home" name="home" wanted={2} fetchPage={fetchPage} />);
    await waitFor(() => expect(screen.getByTestId('home').textContent).toBe('0,1'));
    view.rerender(<Screen key="column" name="column" wanted={2} fetchPage={fetchPage} />);
    await waitFor(() => expect(screen.getByTestId('column').textContent).toBe('0,1'));
    await act(async () => view.rerender(<Screen key="home" name="home" wanted={2} fetchPage={fetchPage} />));
    expect(screen.getByTestId('home').textContent).toBe('0,1');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
