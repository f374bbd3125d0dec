import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [9999, '9.9K'],
    [12_345, '12.3K'],
    [123_456, '123.4K'],
    [1_234_567, '1.2M'],
  ])('formats %p as %p in English, truncating', (n, text) => {
    expect(formatCount(n, { locale: 'en' })).toBe(text);
  });

  it("speaks each language's compact form, never the platform's w+", () => {
    // Chinese: 万 and 亿, thousands as they are (docs/decisions/0049).
    expect([1234, 12_345, 123_456, 99_999, 123_456_789].map((n) => formatCount(n, { locale: 'cn' }))).toEqual(['1234', '1.2万', '12.3万', '9.9万', '1.2亿']);
    expect(formatCount(123_456, { locale: 'zh-CN' })).toBe('12.3万');
    // Tibetan counts as English does (no compact forms of its own; browsers lack its data).
    expect(formatCount(123_456, { locale: 'bo' })).toBe('123.4K');
    expect(formatCount(123_456, { locale: 'fr' })).toMatch(/^123,4\sk$/);
    expect(formatCount(1_234_567, { locale: 'de' })).toMatch(/^1,2\sMio\.$/);
    // A language we do not have gets the default's (Chinese).
    expect(formatCount(12_345, { locale: 'ja' })).toBe('1.2万');
    for (const locale of ['cn', 'bo', 'en', 'de', 'fr']) expect(formatCount(123_456, { locale })).not.toMatch(/w\+/);
  });

  it('caps at 999 when capping is asked, or at a given cap', () => {
    expect(formatCount(999, { locale: 'en', cap: true })).toBe('999');
    expect(formatCount(1000, { locale: 'en', cap: true })).toBe('999+');
    expect(formatCount(123_456, { cap: true, locale: 'cn' })).toBe('999+');
    expect(formatCount(100, { locale: 'en', cap: 99 })).toBe('99+');
    expect(formatCount(1000, { locale: 'en', cap: false })).toBe('1K');
  });

  it('accepts numeric strings and drops fractions', () => {
    expect(formatCount('1234', { locale: 'en' })).toBe('1.2K');
    expect(formatCount(' 42 ', { locale: 'en' })).toBe('42');
    expect(formatCount(3.9, { locale: 'en' })).toBe('3');
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['abc'], [''], [null], [undefined], [{}]])(
    'shows %p as 0',
    (n) => {
      expect(formatCount(n, { locale: 'en' })).toBe('0');
    },
  );
});
