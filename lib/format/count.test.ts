import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k+'],
    [1234, '1.2k+'],
    [9999, '9.9k+'],
    [10_000, '1万+'],
    [12_345, '1.2万+'],
    [99_999, '9.9万+'],
    [123_456, '12.3万+'],
    [123_456_789, '1.2亿+'],
  ])(
    "SPEC's rule in the default locale: %p reads %p (under 1000 as is, 1k+, 万 from ten thousand, truncated)",
    (n, text) => {
      expect(formatCount(n, { locale: 'cn' })).toBe(text);
    },
  );

  it('each language says the rule in its own units', () => {
    const forms = (locale: string) => [999, 1234, 12_345, 1_234_567].map((n) => formatCount(n, { locale }));
    expect(forms('en')).toEqual(['999', '1.2k+', '12.3k+', '1.2M+']);
    // Tibetan counts as English does (no short forms of its own; browsers lack its data).
    expect(forms('bo')).toEqual(forms('en'));
    expect(forms('de')).toEqual(['999', '1,2\u00a0Tsd.+', '12,3\u00a0Tsd.+', '1,2\u00a0Mio.+']);
    expect(forms('fr')).toEqual(['999', '1,2\u00a0k+', '12,3\u00a0k+', '1,2\u00a0M+']);
    expect(formatCount(123_456, { locale: 'zh-CN' })).toBe('12.3万+');
    // A language we do not have gets the default's (Chinese).
    expect(formatCount(12_345, { locale: 'ja' })).toBe('1.2万+');
    // The platform's pinyin 'w' is nobody's: Chinese readers see 万.
    for (const locale of ['cn', 'bo', 'en', 'de', 'fr']) expect(formatCount(123_456, { locale })).not.toMatch(/w\+/);
  });

  it('caps at 999 when capping is asked, or at a given cap', () => {
    expect(formatCount(999, { locale: 'en', cap: true })).toBe('999');
    expect(formatCount(1000, { locale: 'en', cap: true })).toBe('999+');
    expect(formatCount(123_456, { cap: true, locale: 'cn' })).toBe('999+');
    expect(formatCount(100, { locale: 'en', cap: 99 })).toBe('99+');
    expect(formatCount(1000, { locale: 'en', cap: false })).toBe('1k+');
  });

  it('accepts numeric strings and drops fractions', () => {
    expect(formatCount('1234', { locale: 'en' })).toBe('1.2k+');
    expect(formatCount(' 42 ', { locale: 'en' })).toBe('42');
    expect(formatCount(3.9, { locale: 'en' })).toBe('3');
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['abc'], [''], [null], [undefined], [{}]])(
    'shows %p as 0',
    (n) => {
      expect(formatCount(n, { locale: 'en' })).toBe('0');
    },
  );

  // lib-format's mutation run (docs/reliability.md): only numbers and numeric text are counts, and a
  // cap of 0 caps while a negative one does not.
  it('shows a boolean or a list as 0, not as the number JavaScript makes of it', () => {
    expect(formatCount(true, { locale: 'en' })).toBe('0');
    expect(formatCount([5], { locale: 'en' })).toBe('0');
  });

  it('caps at 0 when the cap is 0, and not at all when it is negative', () => {
    expect(formatCount(5, { locale: 'en', cap: 0 })).toBe('0+');
    expect(formatCount(5, { locale: 'en', cap: -1 })).toBe('5');
  });
});
