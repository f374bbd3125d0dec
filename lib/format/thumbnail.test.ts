import { isGifUrl, pictureSrcSet, thumbnailUrl, type ImageSettings } from './thumbnail';

const settings: ImageSettings = {
  suffix: { small: '.small.jpg', middle: '.middle.jpg', big: '' },
};
const querySettings: ImageSettings = {
  suffix: { small: 'style/s', middle: 'style/m', big: 'style/b' },
  suffixPath: '?x-oss-process=',
};

describe('thumbnailUrl', () => {
  it('appends the configured suffix for the kind', () => {
    expect(thumbnailUrl('https://img.example.cn/a/1.jpg', 'small', settings)).toBe(
      'https://img.example.cn/a/1.jpg.small.jpg',
    );
    expect(thumbnailUrl('https://img.example.cn/a/1.jpg', 'middle', settings)).toBe(
      'https://img.example.cn/a/1.jpg.middle.jpg',
    );
  });

  it('puts the suffix path before the suffix', () => {
    expect(thumbnailUrl('https://img.example.cn/1.png', 'big', querySettings)).toBe(
      'https://img.example.cn/1.png?x-oss-process=style/b',
    );
  });

  it('joins a query suffix with & when the URL has a query, before the fragment', () => {
    expect(thumbnailUrl('https://img.example.cn/1.png?v=2', 'small', querySettings)).toBe(
      'https://img.example.cn/1.png?v=2&x-oss-process=style/s',
    );
    expect(thumbnailUrl('https://img.example.cn/1.png#top', 'small', querySettings)).toBe(
      'https://img.example.cn/1.png?x-oss-process=style/s#top',
    );
  });

  it('leaves GIFs alone, whatever the case or query', () => {
    expect(thumbnailUrl('https://img.example.cn/a.gif', 'small', settings)).toBe('https://img.example.cn/a.gif');
    expect(thumbnailUrl('https://img.example.cn/a.GIF?x=1', 'small', querySettings)).toBe(
      'https://img.example.cn/a.GIF?x=1',
    );
  });

  // lib-format's mutation run (docs/reliability.md): the suffix already at the end, in either of its
  // forms, is not added again; data: and blob: count only as the scheme.
  it('leaves a URL that already ends in its suffix alone, in the ? or the & form', () => {
    expect(thumbnailUrl('https://img.example.cn/1.png?x-oss-process=style/s', 'small', querySettings)).toBe(
      'https://img.example.cn/1.png?x-oss-process=style/s',
    );
    expect(thumbnailUrl('https://img.example.cn/1.png?v=2&x-oss-process=style/s', 'small', querySettings)).toBe(
      'https://img.example.cn/1.png?v=2&x-oss-process=style/s',
    );
    expect(thumbnailUrl('?x-oss-process=style/s/1.png', 'small', querySettings)).toBe(
      '?x-oss-process=style/s/1.png&x-oss-process=style/s',
    );
  });

  it('adds the suffix to an address that only mentions data: or blob: in its path', () => {
    expect(thumbnailUrl('https://img.example.cn/data:1.png', 'small', settings)).toBe(
      'https://img.example.cn/data:1.png.small.jpg',
    );
  });

  it('does not treat .gif inside a query as a GIF', () => {
    expect(thumbnailUrl('https://img.example.cn/a.jpg?from=b.gif', 'small', settings)).toBe(
      'https://img.example.cn/a.jpg?from=b.gif.small.jpg',
    );
  });

  it('returns the URL unchanged without settings or with an empty suffix', () => {
    expect(thumbnailUrl('https://img.example.cn/1.jpg', 'small')).toBe('https://img.example.cn/1.jpg');
    expect(thumbnailUrl('https://img.example.cn/1.jpg', 'big', settings)).toBe('https://img.example.cn/1.jpg');
  });

  it('does not append twice', () => {
    const once = thumbnailUrl('https://img.example.cn/1.jpg?v=1', 'small', querySettings);
    expect(thumbnailUrl(once, 'small', querySettings)).toBe(once);
  });

  it('gives empty text for empty URLs and leaves data: URLs alone', () => {
    expect(thumbnailUrl('', 'small', settings)).toBe('');
    expect(thumbnailUrl('   ', 'small', settings)).toBe('');
    expect(thumbnailUrl(undefined, 'small', settings)).toBe('');
    expect(thumbnailUrl('data:image/png;base64,AAAA', 'small', settings)).toBe('data:image/png;base64,AAAA');
  });
});

describe('isGifUrl', () => {
  it('looks at the path only', () => {
    expect(isGifUrl('/a/b.gif')).toBe(true);
    expect(isGifUrl('/a/b.Gif#x')).toBe(true);
    expect(isGifUrl('/a/b.gifv')).toBe(false);
    expect(isGifUrl('/a/b.png?type=.gif')).toBe(false);
  });
});

describe('pictureSrcSet', () => {
  const styles: ImageSettings = {
    suffix: { small: 'style/small', middle: 'style/middle', big: 'style/big' },
    suffixPath: '?x-oss-process=',
  };
  it('lists the styles by width, up to the largest asked for, and the stored picture when asked', () => {
    expect(pictureSrcSet('https://m.example/p.jpg', 'middle', styles)).toBe(
      'https://m.example/p.jpg?x-oss-process=style/small 240w, https://m.example/p.jpg?x-oss-process=style/middle 480w',
    );
    expect(pictureSrcSet('https://m.example/p.jpg', 'stored', styles)).toBe(
      'https://m.example/p.jpg?x-oss-process=style/small 240w, https://m.example/p.jpg?x-oss-process=style/middle 480w, ' +
        'https://m.example/p.jpg?x-oss-process=style/big 828w, https://m.example/p.jpg 1080w',
    );
  });
  it('is empty without suffixes, for GIFs and without a URL', () => {
    expect(pictureSrcSet('https://m.example/p.jpg', 'stored', { suffix: {} })).toBe('');
    expect(pictureSrcSet('https://m.example/a.gif', 'stored', styles)).toBe('');
    expect(pictureSrcSet('', 'big', styles)).toBe('');
  });
});
