import { articleSummary } from '@/tests/support/builders';
import { listPageSeo, personPageSeo } from './listItems.page';

const article = (id: number, title: string) => articleSummary({ id, title, columnId: 3 });

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

describe('personPageSeo', () => {
  const base = {
    name: '次仁卓玛',
    role: '全国人大代表',
    intro: '',
    introFallback: '次仁卓玛 全国人大代表',
    path: '/figureDetail/5.html',
    photo: '',
    articles: [article(7, '次仁卓玛：把牧民的声音带到北京')],
    siteName: '西藏日报',
  };

  it('describes a person with their articles, home then the person in the trail', () => {
    expect(personPageSeo({ ...base, photo: 'http://media/p5.jpg' })).toEqual({
      type: 'profile',
      title: '次仁卓玛',
      description: '次仁卓玛 全国人大代表',
      path: '/figureDetail/5.html',
      image: 'http://media/p5.jpg',
      profile: { kind: 'person', name: '次仁卓玛', description: '全国人大代表', image: 'http://media/p5.jpg' },
      items: [{ name: '次仁卓玛：把牧民的声音带到北京', path: '/newsDetail/3/7.html' }],
      breadcrumbs: [
        { name: '西藏日报', path: '/home.html' },
        { name: '次仁卓玛', path: '/figureDetail/5.html' },
      ],
    });
  });

  it('shares the intro when there is one, and names no image when there is no photo', () => {
    const seo = personPageSeo({ ...base, intro: '来自那曲的牧民代表。' });
    expect(seo.description).toBe('来自那曲的牧民代表。');
    expect(seo.image).toBeUndefined();
    expect(seo.profile.image).toBeUndefined();
  });
});
