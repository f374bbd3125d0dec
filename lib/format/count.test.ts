import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1299, '1.2k'],
    [9999, '9.9k'],
    [10_000, '1w+'],
    [12_345, '1.2w+'],
    [123_456, '12.3w+'],
  ])('formats %p as %p', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('uses 万 for Chinese locales', () => {
    expect(formatCount(12_345, { locale: 'cn' })).toBe('1.2万');
    expect(formatCount(10_000, { locale: 'zh-CN' })).toBe('1万');
    expect(formatCount(12_345, { locale: 'en' })).toBe('1.2w+');
    expect(formatCount(1234, { locale: 'cn' })).toBe('1.2k');
    // Each locale's suffix comes from LOCALE_FACTS; a language we do not have gets the platform's w+.
    expect(formatCount(12_345, { locale: 'bo' })).toBe('1.2w+');
    expect(formatCount(12_345, { locale: 'zh-TW' })).toBe('1.2万');
    expect(formatCount(12_345, { locale: 'ja' })).toBe('1.2w+');
  });

  it('caps at 999 when capping is asked, or at a given cap', () => {
    expect(formatCount(999, { cap: true })).toBe('999');
    expect(formatCount(1000, { cap: true })).toBe('999+');
    expect(formatCount(123_456, { cap: true, locale: 'cn' })).toBe('999+');
    expect(formatCount(100, { cap: 99 })).toBe('99+');
    expect(formatCount(1000, { cap: false })).toBe('1k');
  });

  it('accepts numeric strings and drops fractions', () => {
    expect(formatCount('1234')).toBe('1.2k');
    expect(formatCount(' 42 ')).toBe('42');
    expect(formatCount(3.9)).toBe('3');
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['abc'], [''], [null], [undefined], [{}]])(
    'shows %p as 0',
    (n) => {
      expect(formatCount(n)).toBe('0');
    },
  );
});
