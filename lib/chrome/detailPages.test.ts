import { isDetailPage } from './detailPages';

const BASE = '/wap/touch';

describe('which pages get the to-bottom helper', () => {
  it('every detail page with its object in the path, with or without the base path', () => {
    for (const path of [
      '/wap/touch/qaDetail/3.html',
      '/imageDetail/1/1002.html',
      '/wap/touch/postDetail/5.html',
      '/liveDetail/7/7.html',
      '/paperArticle/1/2/3.html',
      '/figureDetail/1',
    ]) {
      expect(isDetailPage(path, BASE)).toBe(true);
    }
  });

  it('detail pages named by a query', () => {
    expect(isDetailPage('/wap/touch/noticeDetail.html', BASE)).toBe(true);
  });

  it('not the lists those routes show without an id, nor other pages, nor newsDetail (its own helper)', () => {
    for (const path of [
      '/wap/touch/qaDetail.html',
      '/figureDetail.html',
      '/wap/touch/home.html',
      '/columnDetail/3.html',
      '/circleDetail/1.html',
      '/wap/touch/newsDetail/1/1000.html',
      '/minVideoDetail/3.html',
      '/search.html',
    ]) {
      expect(isDetailPage(path, BASE)).toBe(false);
    }
  });
});
