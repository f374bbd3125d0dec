import { choosePreview } from './choosePreview';
import { pageCardOf, parseCard, previewCardPath } from './previewCards';

const card = { url: 'https://site/previewCard/xy/7.jpg', width: 1200, height: 630 };

describe('choosePreview', () => {
  it('takes a page’s own picture when a big card can be made of it', () => {
    const cover = { url: 'https://media/cover.jpg', width: 800, height: 450 };
    expect(choosePreview(cover, card)).toBe(cover);
  });

  it('takes the generated card for an avatar, a thin banner, or a picture of unknown size', () => {
    expect(choosePreview({ url: 'https://media/a.png', width: 96, height: 96 }, card)).toBe(card);
    expect(choosePreview({ url: 'https://media/b.png', width: 1200, height: 200 }, card)).toBe(card);
    expect(choosePreview(null, card)).toBe(card);
  });
});

describe('preview card addresses', () => {
  it('name an account, a reporter or a figure by id and any other page by its public route', () => {
    expect(previewCardPath({ kind: 'xy', id: 12 })).toBe('/previewCard/xy/12.jpg');
    expect(parseCard('xy', '12.jpg')).toEqual({ kind: 'xy', id: 12 });
    expect(parseCard('figure', '3.jpg')).toEqual({ kind: 'figure', id: 3 });
    expect(previewCardPath(pageCardOf('/search.html?keyword=x'))).toBe('/previewCard/page/search.jpg');
    expect(parseCard('page', 'search.jpg')).toEqual({ kind: 'page', route: 'search' });
    expect(pageCardOf('/index.html')).toEqual({ kind: 'page', route: 'home' });
  });

  it('refuse anything else: text, private routes, unknown kinds, zero, huge ids, other formats', () => {
    for (const [kind, file] of [
      ['page', 'hello.jpg'],
      ['page', 'getUserInfo.jpg'],
      ['user', '1.jpg'],
      ['xy', '0.jpg'],
      ['xy', '1234567890123.jpg'],
      ['xy', '12.png'],
      ['xy', 'search.jpg'],
      ['page', '12.jpg'],
      ['xy', '12.jpg?x'],
      ['page', '%E6%96%B0.jpg'],
    ] as const) {
      expect(parseCard(kind, file)).toBeNull();
    }
  });
});
