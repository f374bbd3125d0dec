import siteFacts from '@/lib/siteFacts.json';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, LOCALE_FACTS, localeFacts, localeOfTag, ogLocale } from './locales';

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

describe('the locale list', () => {
  it('is the one in lib/siteFacts.json (the front server reads it too), default first, each with its facts', () => {
    expect(LOCALES).toEqual(siteFacts.locales);
    expect(DEFAULT_LOCALE).toBe('cn');
    expect([...LOCALES].sort()).toEqual(Object.keys(LOCALE_FACTS).sort());
  });

  it('refuses to load when siteFacts.json names a locale without facts', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/lib/siteFacts.json', () => ({ ...siteFacts, locales: [...siteFacts.locales, 'ja'] }));
      await expect(import('./locales')).rejects.toThrow(/siteFacts.json locales/);
    });
  });
});

describe('localeOfTag', () => {
  it('takes our locale names and BCP 47 tags of their languages, and nothing else', () => {
    expect(['cn', 'zh-CN', 'zh', 'ZH-hk', 'bo-CN', 'en-GB', 'fr'].map(localeOfTag)).toEqual([
      'cn',
      'cn',
      'cn',
      'cn',
      'bo',
      'en',
      'fr',
    ]);
    expect(localeOfTag('ja')).toBeNull();
    expect(localeOfTag('')).toBeNull();
  });
});
