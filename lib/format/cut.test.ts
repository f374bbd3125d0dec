import { byteLength, cutBytes, cutText, isValidUrl } from './cut';

describe('cutText', () => {
  it('follows the platform limit conventions', () => {
    expect(cutText('hello', 0)).toBe('');
    expect(cutText('hello', -1)).toBe('hello');
    expect(cutText('hello', -2)).toBe('hello');
  });

  it('keeps text within the limit untouched and cuts longer text with an ellipsis', () => {
    expect(cutText('hello', 5)).toBe('hello');
    expect(cutText('hello world', 5)).toBe('hello…');
    expect(cutText('新闻客户端触屏版', 4)).toBe('新闻客户…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(cutText('hello world', 6)).toBe('hello…');
  });

  it('counts code points, not UTF-16 units', () => {
    const emoji = '😀😀😀😀'; // 8 UTF-16 units, 4 code points
    expect(cutText(emoji, 4)).toBe(emoji);
    expect(cutText(emoji, 2)).toBe('😀😀…');
    expect(cutText('𠀀𠀁𠀂', 2)).toBe('𠀀𠀁…');
  });

  it('never splits a Tibetan stack', () => {
    // བསྒྲུབས is བ + སྒྲུ (ས with subjoined ྒ ྲ and vowel ུ: one cluster) + བ + ས.
    const word = 'བསྒྲུབས';
    expect(Array.from(word)).toHaveLength(7);
    expect(cutText(word, 3)).toBe('བ…'); // ས+ྒ would split the stack སྒྲུ
    expect(cutText(word, 5)).toBe('བསྒྲུ…');
  });

  it('gives empty text for non-strings', () => {
    expect(cutText(undefined, 5)).toBe('');
    expect(cutText(42, 5)).toBe('');
  });

  it('treats non-finite limits as no limit and floors fractions', () => {
    expect(cutText('hello', Number.NaN)).toBe('hello');
    expect(cutText('hello', 2.9)).toBe('he…');
  });
});

describe('byteLength and cutBytes', () => {
  it('counts ASCII as 1 and other characters as 2', () => {
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('新闻')).toBe(4);
    expect(byteLength('a新b')).toBe(4);
    expect(byteLength('😀')).toBe(2);
  });

  it('cuts by weighted length', () => {
    expect(cutBytes('新闻客户端', 10)).toBe('新闻客户端');
    expect(cutBytes('新闻客户端', 5)).toBe('新闻…');
    expect(cutBytes('ab新闻', 3)).toBe('ab…');
    expect(cutBytes('ab新闻', 4)).toBe('ab新…');
  });

  it('follows the limit conventions', () => {
    expect(cutBytes('新闻', 0)).toBe('');
    expect(cutBytes('新闻', -1)).toBe('新闻');
    expect(cutBytes('新闻', -2)).toBe('新闻');
  });
});

describe('byteLength at the end of ASCII', () => {
  it('weighs DEL (U+007F), the last ASCII code point, 1 and the next one 2', () => {
    expect(byteLength('\u007f')).toBe(1);
    expect(byteLength('\u0080')).toBe(2);
  });
});

describe('isValidUrl', () => {
  it.each(['https://example.com', 'http://example.com/a?b=1#c', 'HTTPS://News.Example.cn/x', 'http://localhost:3000/'])(
    'accepts %p',
    (s) => {
      expect(isValidUrl(s)).toBe(true);
    },
  );

  it.each([
    '',
    'example.com',
    '//example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://',
    'https://exa mple.com',
    ' https://example.com',
    'http:/example.com',
    null,
    42,
  ])('rejects %p', (s) => {
    expect(isValidUrl(s)).toBe(false);
  });
});
