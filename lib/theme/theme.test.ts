import { isDetailPath, pageTheme, themeFromQuery } from './theme';

const q = (s: string) => new URLSearchParams(s);

describe('themeFromQuery (docs/product.md §2)', () => {
  it('grey=true wins over everything', () =>
    expect(themeFromQuery(q('grey=true&dark=true&theme=dark'), true)).toBe('grey'));
  it('dark=true gives dark', () => expect(themeFromQuery(q('dark=true'))).toBe('dark'));
  it('a dark site config gives dark', () => expect(themeFromQuery(q(''), true)).toBe('dark'));
  it('else the theme value', () => expect(themeFromQuery(q('theme=grey'))).toBe('grey'));
  it('unknown values decide nothing', () => expect(themeFromQuery(q('theme=<script>'))).toBeNull());
  it('grey=false is not grey', () => expect(themeFromQuery(q('grey=false'))).toBeNull());
  it('theme=light is a decision', () => expect(themeFromQuery(q('theme=light'))).toBe('light'));
});

describe('pageTheme', () => {
  const off = { dark: false, detailPageGrey: false };
  it('follows the query and the dark config', () => {
    expect(pageTheme(q('dark=true'), '/home.html', off)).toBe('dark');
    expect(pageTheme(q(''), '/home.html', { ...off, dark: true })).toBe('dark');
    // Nothing decides: the reader's choice or their phone's setting applies (docs/decisions/0025).
    expect(pageTheme(q(''), '/home.html', off)).toBe('auto');
  });
  it('greys detail pages only, when detailPageGrey is on, even against dark', () => {
    const grey = { dark: true, detailPageGrey: true };
    expect(pageTheme(q('dark=true'), '/newsDetail/1/1000.html', grey)).toBe('grey');
    expect(pageTheme(q(''), '/liveDetail/5/5.html', grey)).toBe('grey');
    expect(pageTheme(q(''), '/home.html', grey)).toBe('dark');
    expect(pageTheme(q(''), '/columnDetail/2.html', off)).toBe('auto');
  });
});

describe('isDetailPath', () => {
  it('knows detail routes by their first segment', () => {
    expect(isDetailPath('/newsDetail/1/2.html')).toBe(true);
    expect(isDetailPath('/specDetail.html')).toBe(true);
    expect(isDetailPath('/home.html')).toBe(false);
    expect(isDetailPath('/search.html')).toBe(false);
    expect(isDetailPath('/')).toBe(false);
  });
});
