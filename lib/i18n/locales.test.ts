import { DEFAULT_LOCALE, HTML_LANG, LOCALES, LOCALE_FACTS, localeFacts, ogLocale } from './locales';

describe('LOCALE_FACTS', () => {
  it('gives og:locale in language_TERRITORY form', () => {
    expect(LOCALES.map((locale) => ogLocale(locale))).toEqual(['zh_CN', 'bo_CN', 'en_US', 'de_DE', 'fr_FR']);
  });

  it.each(LOCALES)('%s has a canonical BCP 47 tag, a date locale Intl knows, and a real time zone', (locale) => {
    const facts = LOCALE_FACTS[locale];
    expect(Intl.getCanonicalLocales(facts.htmlLang)).toEqual([facts.htmlLang]);
    expect(Intl.DateTimeFormat.supportedLocalesOf(facts.dateLocale)).toEqual([facts.dateLocale]);
    expect(new Intl.DateTimeFormat('en', { timeZone: facts.timeZone }).resolvedOptions().timeZone).toBe(facts.timeZone);
    expect(HTML_LANG[locale]).toBe(facts.htmlLang);
  });

  it('sets Tibetan in its own font, and gives anything unknown the default locale', () => {
    expect(LOCALES.filter((locale) => LOCALE_FACTS[locale].font === 'tibetan')).toEqual(['bo']);
    expect(localeFacts('xx')).toBe(LOCALE_FACTS[DEFAULT_LOCALE]);
    expect(ogLocale(undefined)).toBe('zh_CN');
  });
});
