import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formatDateTime, isoDateTime } from './dateTime';

// 2026-11-13 18:51 in Beijing.
const WHEN = '2026-11-13 18:51:00.0';

describe('formatDateTime per locale', () => {
  test.each([
    ['cn', 'date', '2026年11月13日'],
    ['cn', 'dateTime', '2026年11月13日 18:51'],
    ['cn', 'monthDay', '11月13日'],
    ['cn', 'monthDayTime', '11月13日 18:51'],
    ['cn', 'time', '18:51'],
    ['cn', 'numericDay', '11/13'],
    ['bo', 'numericDay', '11/13'],
    ['en', 'numericDay', '13/11'],
    ['de', 'numericDay', '13.11.'],
    ['bo', 'date', 'སྤྱི་ལོ་2026 ཟླ་11 ཚེས་13'],
    ['bo', 'dateTime', 'སྤྱི་ལོ་2026 ཟླ་11 ཚེས་13 18:51'],
    ['en', 'date', '13 November 2026'],
    ['en', 'monthDay', '13 November'],
    ['de', 'date', '13. November 2026'],
    ['de', 'time', '18:51'],
    ['fr', 'date', '13 novembre 2026'],
    ['fr', 'time', '18:51'],
    // The kinds lib-format's mutation run found untested (docs/reliability.md).
    ['bo', 'monthDay', 'ཟླ་11 ཚེས་13'],
    ['bo', 'monthDayTime', 'ཟླ་11 ཚེས་13 18:51'],
    ['en', 'dateTime', '13 November 2026 at 18:51'],
    ['en', 'monthDayTime', '13 November at 18:51'],
    // Chinese and Tibetan by any spelling of their code; another language by its base.
    ['zh', 'monthDay', '11月13日'],
    ['zh-Hans-CN', 'monthDay', '11月13日'],
    ['CN', 'monthDay', '11月13日'],
    ['bo-CN', 'monthDay', 'ཟླ་11 ཚེས་13'],
    ['en-US', 'date', '13 November 2026'],
  ] as const)('%s %s', (locale, kind, expected) => {
    expect(formatDateTime(WHEN, locale, kind)).toBe(expected);
  });

  test('never the US fallback Intl gives for our code "cn"', () => {
    expect(formatDateTime(WHEN, 'cn', 'date')).not.toMatch(/\d+\/\d+\/\d+/);
    expect(formatDateTime(WHEN, 'cn', 'dateTime')).not.toMatch(/AM|PM/);
  });

  test('epochs and Dates read the same instant; another zone can be asked for', () => {
    const epoch = Date.UTC(2026, 10, 13, 10, 51);
    expect(formatDateTime(epoch, 'cn', 'dateTime')).toBe('2026年11月13日 18:51');
    expect(formatDateTime(new Date(epoch), 'cn', 'time', 'UTC')).toBe('10:51');
  });

  test('an unparseable value gives nothing rather than "Invalid Date"', () => {
    expect(formatDateTime('not a date', 'cn', 'date')).toBe('');
    expect(isoDateTime('not a date')).toBe('');
    expect(isoDateTime(WHEN)).toBe('2026-11-13T10:51:00.000Z');
  });
});

/**
 * The cause of the US dates was formatting in many places with many tools; one formatter only
 * works if nothing else formats. Components and pages may not format dates themselves.
 */
test('components, slices and app format dates only through lib/format/dateTime', () => {
  const root = path.join(__dirname, '..', '..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const forbidden =
    /new Intl\.DateTimeFormat|toLocale(Date|Time)?String\(|format\.dateTime\(|getFormatter\(|useFormatter\(/;
  const offenders = ['components', 'features', 'app']
    .flatMap((dir) => sources(path.join(root, dir)))
    .filter((file) => forbidden.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(root, file));
  expect(offenders).toEqual([]);
});
