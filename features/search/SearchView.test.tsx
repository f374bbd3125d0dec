/**
 * @jest-environment jsdom
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { callHandler } from '@/lib/client/http';
import { ClientCallError } from '@/lib/client/clientCallError';
import type { SearchArticle, SearchResultPage } from '@/features/search/types';
import { RECENT_SEARCHES_KEY } from '@/features/search/recent';
import { forgetKeptPages } from '@/lib/client/keptPages';
import { searchPageQuery } from '@/features/search/query';
import { serverHtml } from '@/tests/support/hydration';
import { searchArticle } from '@/tests/support/builders';
import { SearchView, type SearchViewProps } from './SearchView.island';

jest.mock('@/lib/client/http', () => ({ callHandler: jest.fn() }));
// Account rows carry a follow button, which sends a signed-out reader to log in through the router.
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
// Two debounces (suggestions 150 ms, results 300 ms) then the request: a loaded machine needs more than 1 s.
configure({ asyncUtilTimeout: 4_000 });
// A case waits on several of those in a row: a ceiling for a loaded machine (a full run beside the e2e suite
// took more than jest's 5 s per case), not a measure.
jest.setTimeout(30_000);
const fetchJson = jest.mocked(callHandler);
type SearchInput = { keyword?: string; tclass?: string; sort?: string; page?: string };
type Endpoint = { path: string };

/** The calls of the results handler (the suggestions have their own). */
const searchCalls = () => fetchJson.mock.calls.filter(([endpoint]) => (endpoint as Endpoint).path === 'search');

const article = (id: number, title: string, snippet = ''): SearchArticle => searchArticle({ id, title, snippet });

function page(keyword: string, titles: string[], extra: Partial<SearchResultPage> = {}): SearchResultPage {
  return {
    keyword,
    tclass: -1,
    order: 'relevance',
    page: 0,
    articles: titles.map((title, i) => article(1000 + i + (extra.page ?? 0) * 100, title)),
    accounts: [],
    totalCount: titles.length,
    hasMore: false,
    ...extra,
  };
}

/**
 * Answers of the fake handlers: results by keyword|tclass|page (|sort when not the default),
 * suggestions by keyword (none unless given).
 */
function answerWith(answers: Record<string, SearchResultPage | Error>, suggestions: Record<string, string[]> = {}) {
  fetchJson.mockImplementation(async (endpoint, input) => {
    // The follow buttons of account rows ask who follows what (/api/accounts/follows): nobody is signed in here.
    if ((endpoint as Endpoint).path === 'accounts/follows') return { signedIn: false, following: [] };
    const { keyword, tclass, sort, page } = input as SearchInput;
    if ((endpoint as Endpoint).path === 'search/suggestions') return { keyword, words: suggestions[keyword!] ?? [] };
    const key = `${keyword}|${tclass}|${page}${sort ? `|${sort}` : ''}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const TABS = [
  { tclass: -1 as const, label: 'News' },
  { tclass: 2 as const, label: 'Videos' },
  { tclass: 15 as const, label: 'Accounts' },
];

function renderView(props: Partial<SearchViewProps> = {}) {
  // The page's address names the search it was rendered for, as in a browser.
  const { initialKeyword = '', initialTclass = -1, initialOrder = 'relevance' } = props;
  window.history.replaceState(
    null,
    '',
    `/wap/touch/search.html${searchPageQuery({ keyword: initialKeyword, tclass: initialTclass, order: initialOrder })}`,
  );
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
      <SearchView
        initialKeyword=""
        initialTclass={-1}
        initialOrder="relevance"
        tabs={TABS}
        hotWords={['青稞', 'Lhasa']}
        initialPage={null}
        initialFailed={false}
        {...props}
      />
    </NextIntlClientProvider>,
  );
}

/** A result title by its text (jsdom computes names with spaces around <mark>; browsers do not). */
const findTitle = (text: string) =>
  screen.findByText((_, element) => element?.tagName === 'H3' && element.textContent === text);
const input = () => screen.getByRole('combobox', { name: 'Search keywords' });
const resultList = () => screen.getByRole('region', { name: 'Search results' }).querySelector('ul')!;

beforeEach(() => {
  // Every case is a new tab: no search remembered from the one before.
  forgetKeptPages();
  fetchJson.mockReset();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/wap/touch/search.html');
});

describe('SearchView', () => {
  it('shows the server-rendered results of the URL without asking again', () => {
    renderView({ initialKeyword: '青稞', initialPage: page('青稞', ['拉萨青稞产业', '青稞丰收节']) });
    expect(input()).toHaveValue('青稞');
    const items = within(resultList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.querySelector('mark')).toHaveTextContent('青稞');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('shows results as the reader types (after a pause), with the matched terms marked and markup kept as text', async () => {
    answerWith({ '拉萨|-1|0': page('拉萨', ['<b>拉萨</b> news', 'Other 拉萨']) });
    renderView();
    fireEvent.change(input(), { target: { value: '拉' } });
    fireEvent.change(input(), { target: { value: '拉萨' } });
    expect(searchCalls()).toHaveLength(0);
    const first = await findTitle('<b>拉萨</b> news');
    expect(searchCalls()).toHaveLength(1);
    expect(first.querySelector('b')).toBeNull();
    expect(first.querySelectorAll('mark')).toHaveLength(1);
    expect(first.querySelector('mark')).toHaveTextContent(/^拉萨$/);
    expect(window.location.search).toBe(`?keyword=${encodeURIComponent('拉萨')}`);
  });

  it('aborts the request of a search the reader typed past', async () => {
    const signals: AbortSignal[] = [];
    fetchJson.mockImplementation(
      (endpoint, input, options) =>
        new Promise((resolve, reject) => {
          if ((endpoint as Endpoint).path !== 'search')
            return resolve({ keyword: (input as SearchInput).keyword, words: [] });
          const signal = options?.signal;
          signals.push(signal!);
          if ((input as SearchInput).keyword === '拉萨') resolve(page('拉萨', ['拉萨 news']));
          else signal?.addEventListener('abort', () => reject(new ClientCallError('cancelled', 'cancel', 0)));
        }),
    );
    renderView();
    fireEvent.change(input(), { target: { value: '拉' } });
    await waitFor(() => expect(searchCalls()).toHaveLength(1));
    fireEvent.change(input(), { target: { value: '拉萨' } });
    await findTitle('拉萨 news');
    expect(signals[0]!.aborted).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when nothing was found', async () => {
    answerWith({ 'zzz|-1|0': page('zzz', []) });
    renderView();
    fireEvent.change(input(), { target: { value: 'zzz' } });
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
    expect(screen.getByText('Try other keywords')).toBeInTheDocument();
  });

  it('keeps the results on screen when the next search fails, and retries', async () => {
    const answers: Record<string, SearchResultPage | Error> = {
      'b|-1|0': new ClientCallError('network', 'network error', 0),
    };
    answerWith(answers);
    renderView({ initialKeyword: 'a', initialPage: page('a', ['a one', 'a two']) });
    fireEvent.change(input(), { target: { value: 'b' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The search failed');
    expect(within(resultList()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing earlier results for “a”')).toBeInTheDocument();

    answers['b|-1|0'] = page('b', ['b one']);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findTitle('b one');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server failure with a retry instead of asking again on load', async () => {
    answerWith({ 'a|-1|0': page('a', ['a one']) });
    renderView({ initialKeyword: 'a', initialFailed: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The search failed');
    expect(fetchJson).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await findTitle('a one');
  });

  it('loads more pages, keeps them when a later page fails, and retries that page', async () => {
    const titles = (from: number, n: number) => Array.from({ length: n }, (_, i) => `a ${from + i}`);
    const answers: Record<string, SearchResultPage | Error> = {
      'a|-1|1': page('a', titles(20, 20), { page: 1, hasMore: true, totalCount: 45 }),
      'a|-1|2': new ClientCallError('network', 'network error', 0),
    };
    answerWith(answers);
    renderView({ initialKeyword: 'a', initialPage: page('a', titles(0, 20), { hasMore: true, totalCount: 45 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(resultList()).getAllByRole('listitem')).toHaveLength(40));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('a 20'));

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(within(resultList()).getAllByRole('listitem')).toHaveLength(40);

    answers['a|-1|2'] = page('a', titles(40, 5), { page: 2, hasMore: false, totalCount: 45 });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(resultList()).getAllByRole('listitem')).toHaveLength(45));
    expect(screen.getByText('No more')).toBeInTheDocument();
  });

  it('remembers the pages a search loaded: another class and back, or a return to the page, shows them without asking', async () => {
    const titles = (from: number, n: number) => Array.from({ length: n }, (_, i) => `a ${from + i}`);
    answerWith({
      'a|-1|1': page('a', titles(20, 5), { page: 1, totalCount: 25 }),
      'a|2|0': { ...page('a', ['a video']), tclass: 2 },
    });
    const first = page('a', titles(0, 20), { hasMore: true, totalCount: 25 });
    const view = renderView({ initialKeyword: 'a', initialPage: first });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(resultList()).getAllByRole('listitem')).toHaveLength(25));

    fireEvent.click(screen.getByRole('link', { name: 'Videos' }));
    await findTitle('a video');
    fireEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(within(resultList()).getAllByRole('listitem')).toHaveLength(25);

    view.unmount();
    renderView({ initialKeyword: 'a', initialPage: first });
    expect(within(resultList()).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByText('No more')).toBeInTheDocument();
    expect(searchCalls()).toHaveLength(2);
  });

  it('a search has its own history entry: begun on the start screen it is pushed, typing on replaces it', async () => {
    answerWith({ '拉|-1|0': page('拉', ['拉 one']), '拉萨|-1|0': page('拉萨', ['拉萨 one']) });
    renderView();
    const before = window.history.length;
    fireEvent.change(input(), { target: { value: '拉' } });
    await findTitle('拉 one');
    expect(window.location.search).toBe(`?keyword=${encodeURIComponent('拉')}`);
    expect(window.history.length).toBe(before + 1);
    fireEvent.change(input(), { target: { value: '拉萨' } });
    await findTitle('拉萨 one');
    expect(window.location.search).toBe(`?keyword=${encodeURIComponent('拉萨')}`);
    expect(window.history.length).toBe(before + 1);
  });

  it('back and forward within the page show the search the address names', async () => {
    answerWith({ '拉萨|-1|0': page('拉萨', ['拉萨 one']) });
    renderView();
    fireEvent.change(input(), { target: { value: '拉萨' } });
    await findTitle('拉萨 one');
    await act(async () => {
      window.history.replaceState(null, '', '/wap/touch/search.html');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Search results' })).toBeNull();
    await act(async () => {
      window.history.replaceState(null, '', `/wap/touch/search.html?keyword=${encodeURIComponent('拉萨')}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(input()).toHaveValue('拉萨');
    expect(within(resultList()).getAllByRole('listitem')).toHaveLength(1);
    expect(searchCalls()).toHaveLength(1);
  });

  it('a page restored for the start screen, at the address of a search, shows that search and its pages at once', async () => {
    answerWith({ '拉萨|-1|0': page('拉萨', ['拉萨 one']) });
    const view = renderView();
    fireEvent.change(input(), { target: { value: '拉萨' } });
    await findTitle('拉萨 one');
    view.unmount();
    // A client-side back to the search: the page comes from the router's copy rendered for the
    // start screen, while the address is the search's.
    render(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
        <SearchView
          initialKeyword=""
          initialTclass={-1}
          initialOrder="relevance"
          tabs={TABS}
          hotWords={[]}
          initialPage={null}
          initialFailed={false}
        />
      </NextIntlClientProvider>,
    );
    await waitFor(() => expect(input()).toHaveValue('拉萨'));
    expect(within(resultList()).getAllByRole('listitem')).toHaveLength(1);
    expect(window.location.search).toBe(`?keyword=${encodeURIComponent('拉萨')}`);
    expect(searchCalls()).toHaveLength(1);
  });

  it('switches class with the tabs, and shows accounts as account rows', async () => {
    answerWith({
      '发布|15|0': {
        ...page('发布', []),
        tclass: 15,
        accounts: [{ id: 1, name: '拉萨发布', icon: '', description: '拉萨发布的简介', href: '/xyDetail/1.html' }],
        totalCount: 1,
      },
    });
    renderView({ initialKeyword: '发布', initialPage: page('发布', ['发布会']) });
    const tab = screen.getByRole('link', { name: 'Accounts' });
    expect(tab).toHaveAttribute('href', '/wap/touch/search.html?keyword=%E5%8F%91%E5%B8%83&tclass=15');
    fireEvent.click(tab);
    const account = (await findTitle('拉萨发布')).closest('a');
    expect(account).toHaveAttribute('href', '/xyDetail/1.html');
    expect(account!.querySelector('p')).toHaveTextContent('拉萨发布的简介');
    // Each account row can be followed from the results (the state is asked once for the rows shown).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow 拉萨发布' })).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    expect(window.location.search).toBe('?keyword=%E5%8F%91%E5%B8%83&tclass=15');
  });

  it('searches a hot word when tapped and remembers searches on the device, clearable', async () => {
    answerWith({ '青稞|-1|0': page('青稞', ['青稞 news']) });
    renderView();
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '青稞' }));
    await findTitle('青稞 news');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['青稞']);

    fireEvent.change(input(), { target: { value: '' } });
    await screen.findByRole('heading', { name: 'Recent searches' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).toBeNull();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('searches at once on submit, and refuses a keyword that is too long', async () => {
    answerWith({ 'x|-1|0': page('x', ['x news']) });
    renderView({ initialKeyword: '拉'.repeat(51) });
    expect(screen.getByRole('status')).toHaveTextContent('at most 50 characters');
    fireEvent.change(input(), { target: { value: 'x' } });
    await act(async () => {
      fireEvent.submit(input().closest('form')!);
    });
    expect(searchCalls()).toHaveLength(1);
    await findTitle('x news');
    expect(document.activeElement).toHaveTextContent('Search results');
  });

  it('offers words as the reader types: a listbox the arrow keys walk, Enter picks, Escape closes', async () => {
    answerWith(
      { '青稞|-1|0': page('青稞', ['青稞 news']), '青稞丰收节|-1|0': page('青稞丰收节', ['丰收节 news']) },
      { 青稞: ['青稞丰收节', '拉萨青稞产业', '青稞'] },
    );
    renderView();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(input(), { target: { value: '青稞' } });
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', list.id);
    // What the reader typed is not offered back.
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['青稞丰收节', '拉萨青稞产业']);
    expect(input()).not.toHaveAttribute('aria-activedescendant');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('青稞');

    // ArrowDown opens it again on the first word; Enter searches that word.
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(input()).toHaveValue('青稞丰收节');
    expect(screen.queryByRole('listbox')).toBeNull();
    await findTitle('丰收节 news');
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['青稞丰收节']);
  });

  it('searches a suggested word when tapped, and Enter without an active word submits the typed one', async () => {
    answerWith(
      { '拉萨青稞产业|-1|0': page('拉萨青稞产业', ['产业 news']), '青稞|-1|0': page('青稞', ['青稞 news']) },
      { 青稞: ['拉萨青稞产业'] },
    );
    renderView();
    fireEvent.change(input(), { target: { value: '青稞' } });
    // By text: jsdom names the option with spaces around its <mark> (browsers do not).
    fireEvent.click((await screen.findAllByRole('option')).find((option) => option.textContent === '拉萨青稞产业')!);
    expect(input()).toHaveValue('拉萨青稞产业');
    await findTitle('产业 news');

    fireEvent.change(input(), { target: { value: '青稞' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers no order to choose when nothing was found', () => {
    renderView({ initialKeyword: 'nothing', initialPage: page('nothing', []) });
    expect(screen.getByText(/No results|no results/i)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Order' })).toBeNull();
  });

  it('shows, under a title without the keyword, the words around it in the body, the keyword marked', () => {
    const found = {
      ...page('牦牛', []),
      totalCount: 1,
      articles: [article(1000, '高原牧场转场', '…牧民们赶着牦牛转场…')],
    };
    renderView({ initialKeyword: '牦牛', initialPage: found });
    const item = within(resultList()).getByRole('listitem');
    const snippet = within(item).getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === '…牧民们赶着牦牛转场…',
    );
    expect(snippet.querySelector('mark')).toHaveTextContent(/^牦牛$/);
  });

  it('switches between most relevant and newest first, keeping the order in the address and in the links', async () => {
    answerWith({ '青稞|-1|0|newest': page('青稞', ['newest 青稞'], { order: 'newest' }) });
    renderView({ initialKeyword: '青稞', initialPage: page('青稞', ['relevant 青稞']) });
    const orders = screen.getByRole('navigation', { name: 'Order' });
    expect(within(orders).getByRole('link', { name: 'Most relevant' })).toHaveAttribute('aria-current', 'true');
    const newest = within(orders).getByRole('link', { name: 'Newest' });
    expect(newest).toHaveAttribute('href', '/wap/touch/search.html?keyword=%E9%9D%92%E7%A8%9E&sort=newest');
    fireEvent.click(newest);
    await findTitle('newest 青稞');
    expect(window.location.search).toBe('?keyword=%E9%9D%92%E7%A8%9E&sort=newest');
    expect(within(orders).getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');
    // The class tabs keep the order.
    expect(screen.getByRole('link', { name: 'Videos' })).toHaveAttribute(
      'href',
      '/wap/touch/search.html?keyword=%E9%9D%92%E7%A8%9E&tclass=2&sort=newest',
    );
  });

  it('has no order for accounts', () => {
    renderView({ initialKeyword: '发布', initialTclass: 15, initialPage: { ...page('发布', []), tclass: 15 } });
    expect(screen.queryByRole('navigation', { name: 'Order' })).toBeNull();
  });
  // Last: the server's HTML stays in the document.
  it('takes up what was typed before the script ran: the suggestions and the results follow it', async () => {
    answerWith({ '青稞|-1|0': page('青稞', ['青稞 news']) }, { 青稞: ['青稞丰收节'] });
    const { container, hydrate } = serverHtml(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Shanghai">
        <SearchView
          initialKeyword=""
          initialTclass={-1}
          initialOrder="relevance"
          tabs={TABS}
          hotWords={[]}
          initialPage={null}
          initialFailed={false}
        />
      </NextIntlClientProvider>,
    );
    (container.querySelector('input[name="keyword"]') as HTMLInputElement).value = '青稞'; // typed while the page loaded
    await hydrate();
    const view = within(container);
    const offered = await view.findByRole('listbox', { name: 'Search suggestions' });
    expect(
      within(offered)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['青稞丰收节']);
    await view.findByText((_, element) => element?.tagName === 'H3' && element.textContent === '青稞 news');
    expect(searchCalls().map(([, asked]) => (asked as SearchInput).keyword)).toEqual(['青稞']);
  });
});
