/**
 * The one ranking the most-read lists and the hot articles before a search share: numbered in
 * order, the first three marked, an external article a plain link out.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { articleSummary } from '@/tests/support/builders';
import { RankedArticleList } from './RankedArticleList';

const article = (id: number, external = false) =>
  articleSummary({ id, title: `标题 ${id}`, external, ...(external ? { href: `https://www.gov.cn/${id}` } : {}) });

describe('RankedArticleList', () => {
  const html = renderToStaticMarkup(
    <RankedArticleList articles={[article(1000), article(1001), article(1002, true), article(1003)]} />,
  );
  const items = html.split('<li').slice(1);

  it('numbers the articles in the order given and marks the first three', () => {
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.match(/aria-hidden="true">(\d+)</)?.[1])).toEqual(['1', '2', '3', '4']);
    expect(items.map((item) => /class="rank top"/.test(item))).toEqual([true, true, true, false]);
  });

  it('links an article of the site within it, and an external one out as a plain link', () => {
    expect(items[0]).toContain('href="/newsDetail/1/1000.html"');
    expect(items[0]).toContain('标题 1000');
    expect(items[0]).not.toContain('rel=');
    expect(items[2]).toContain('<a href="https://www.gov.cn/1002" class="link" rel="noopener">标题 1002</a>');
  });

  it('is an empty ranking for no articles', () => {
    expect(renderToStaticMarkup(<RankedArticleList articles={[]} />)).toBe('<ol class="list"></ol>');
  });
});
