import { posterRouteOf } from './posterPages';

describe('posterRouteOf', () => {
  it('takes the shareable public pages, with their segments', () => {
    expect(posterRouteOf('/newsDetail/1/1000.html')).toEqual({ name: 'newsDetail', segments: ['1', '1000'] });
    expect(posterRouteOf('/xyDetail/3.html')).toEqual({ name: 'xyDetail', segments: ['3'] });
    expect(posterRouteOf('/liveDetail/1006.html')).toEqual({ name: 'liveDetail', segments: ['1006'] });
  });
  it('refuses pages that are not shared, private pages, and anything that is not a plain in-app path', () => {
    for (const path of [
      '/home.html',
      '/activityVote/5.html',
      '/login.html',
      'https://evil.example/newsDetail/1.html',
      '/newsDetail/../x.html',
      '/newsDetail/1/1000.html?x=1',
      '//newsDetail/1.html',
    ]) {
      expect(posterRouteOf(path)).toBeNull();
    }
  });
});
