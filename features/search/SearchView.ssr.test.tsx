/**
 * The search screen as the server renders it (no window, no storage): a shared search link
 * must carry its results in the HTML.
 */
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/cn.json';
import type { SearchResultPage } from '@/features/search/types';
import { searchArticle } from '@/tests/support/builders';
import { SearchView } from './SearchView.island';

const initialPage: SearchResultPage = {
  keyword: '青稞',
  tclass: -1,
  order: 'relevance',
  page: 0,
  accounts: [],
  totalCount: 1,
  hasMore: false,
  articles: [searchArticle({ id: 1000, title: '高原融媒：拉萨青稞产业迎来新发展' })],
};

function html(props: Partial<Parameters<typeof SearchView>[0]>) {
  return renderToString(
    <NextIntlClientProvider locale="cn" messages={messages} timeZone="Asia/Shanghai">
      <SearchView
        initialKeyword=""
        initialTclass={-1}
        initialOrder="relevance"
        tabs={[
          { tclass: -1, label: '新闻' },
          { tclass: 15, label: '订阅号' },
        ]}
        hotWords={['雪顿节']}
        initialPage={null}
        initialFailed={false}
        {...props}
      />
    </NextIntlClientProvider>,
  );
}

describe('SearchView on the server', () => {
  it('renders the results of the URL, with the term marked and links to the articles', () => {
    const page = html({ initialKeyword: '青稞', initialPage });
    expect(page).toContain('高原融媒：拉萨<mark class="mark">青稞</mark>产业迎来新发展');
    expect(page).toContain('href="/newsDetail/1/1000.html"');
    expect(page).toContain('找到 1 条结果');
    expect(page).toMatch(/<input[^>]*type="text"[^>]*value="青稞"/);
    expect(page).toContain('<form role="search"');
    expect(page).toContain('action="/wap/touch/search.html"');
  });

  it('renders hot words as links that work without JS, and no recent searches', () => {
    const page = html({});
    expect(page).toContain(`href="/wap/touch/search.html?keyword=${encodeURIComponent('雪顿节')}"`);
    expect(page).not.toContain('最近搜索');
  });

  it('renders the failure with a retry when the server could not search', () => {
    const page = html({ initialKeyword: '青稞', initialFailed: true });
    expect(page).toContain('搜索失败，请重试');
    expect(page).not.toContain('正在搜索');
  });

  it('renders the order of a shared link: newest marked, the form and the tabs keeping it', () => {
    const page = html({
      initialKeyword: '青稞',
      initialOrder: 'newest',
      initialPage: { ...initialPage, order: 'newest' },
    });
    expect(page).toMatch(/<a href="[^"]*sort=newest" class="[^"]*orderActive[^"]*" aria-current="true">最新<\/a>/);
    expect(page).toContain('<input type="hidden" name="sort" value="newest"/>');
    expect(page).toContain(`href="/wap/touch/search.html?keyword=${encodeURIComponent('青稞')}&amp;tclass=15"`);
    expect(page).toContain('高原融媒：拉萨<mark class="mark">青稞</mark>产业迎来新发展');
  });
});
