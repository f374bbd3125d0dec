import type { ArticleSummary } from '@/lib/types/article';
import { listPageSeo } from './listItems';

const article = (id: number, title: string) => ({ id, title, href: `/newsDetail/3/${id}.html` }) as ArticleSummary;

describe('listPageSeo', () => {
  it('describes a list page as a CollectionPage of its first page, home first and the page last in the trail', () => {
    const seo = listPageSeo({
      title: '拉萨新闻的图集',
      path: '/moreImage/3.html',
      articles: [article(1, '布达拉宫广场升旗'), article(2, '八廓街的清晨')],
      siteName: '西藏日报',
      parents: [{ name: '拉萨新闻', path: '/columnDetail/3.html' }],
    });
    expect(seo).toEqual({
      type: 'collection',
      title: '拉萨新闻的图集',
      description: '拉萨新闻的图集',
      path: '/moreImage/3.html',
      items: [
        { name: '布达拉宫广场升旗', path: '/newsDetail/3/1.html' },
        { name: '八廓街的清晨', path: '/newsDetail/3/2.html' },
      ],
      breadcrumbs: [
        { name: '西藏日报', path: '/home.html' },
        { name: '拉萨新闻', path: '/columnDetail/3.html' },
        { name: '拉萨新闻的图集', path: '/moreImage/3.html' },
      ],
    });
  });

  it('takes its own description when there is one, the title when it is blank', () => {
    const base = { title: '林芝', path: '/specMore/9.html', articles: [], siteName: '西藏日报' };
    expect(listPageSeo({ ...base, description: '  桃花节专题 ' }).description).toBe('桃花节专题');
    expect(listPageSeo({ ...base, description: ' ' }).description).toBe('林芝');
  });
});
