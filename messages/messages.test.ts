import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale as IntlLocale, Messages, useTranslations } from 'next-intl';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import cn from './cn.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function load(locale: string): Tree {
  return JSON.parse(readFileSync(path.join(__dirname, `${locale}.json`), 'utf8')) as Tree;
}

function placeholders(text: string): string[] {
  // Top-level ICU arguments only: `{count, plural, …}` and `{name}`.
  return [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1] ?? '').sort();
}

describe('messages', () => {
  const reference = load('cn');
  const referenceKeys = keysOf(reference).sort();

  it.each(LOCALES.filter((l) => l !== 'cn'))('%s has exactly the keys of cn', (locale) => {
    expect(keysOf(load(locale)).sort()).toEqual(referenceKeys);
  });

  it.each(LOCALES)('%s has no empty message and keeps every placeholder of cn', (locale) => {
    const messages = load(locale);
    for (const key of referenceKeys) {
      const get = (tree: Tree) =>
        key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
      const text = get(messages);
      expect(text.trim()).not.toBe('');
      expect([key, placeholders(text)]).toEqual([key, placeholders(get(reference))]);
    }
  });

  it.each(['en', 'de', 'fr', 'bo'])('%s is translated, not a copy of the Chinese', (locale) => {
    const messages = load(locale);
    const same = referenceKeys.filter((key) => {
      const get = (tree: Tree) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree);
      return get(messages) === get(reference) && /[\u4e00-\u9fff]/.test(String(get(reference)));
    });
    expect(same).toEqual([]);
  });
});

// Compile-time checks (types/next-intl.d.ts): `tsc` fails when a wrong key or namespace is accepted,
// because the @ts-expect-error lines then have no error to expect. Never called: tsc is the test.
export function typeChecks(t: ReturnType<typeof useTranslations<'chrome'>>, translatorFor: typeof useTranslations) {
  // @ts-expect-error -- chrome has no such message
  t('noSuchKey');
  // @ts-expect-error -- no such namespace
  translatorFor('noSuchNamespace');
  // @ts-expect-error -- not one of our locales
  const zh: IntlLocale = 'zh';
  const locales: Locale[] = LOCALES.map((locale): IntlLocale => locale);
  const messages: Messages = cn;
  return [t('search'), zh, locales, messages];
}
