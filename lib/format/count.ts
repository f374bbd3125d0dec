import { LOCALE_FACTS, localeOfTag, DEFAULT_LOCALE } from '@/lib/i18n/locales';

// Interaction counts (reads, likes, comments, followers) as list items and toolbars show them
// (docs/product.md §9, docs/decisions/0049): each language's own compact form through Intl, one
// decimal at most and truncated, so 12,345 reads "1.2万" in Chinese, "12.3K" in English and
// Tibetan, "12,3 k" in French, "12.345" in German (which shortens from a million). The platform's
// "12.3w+" (w = 万) meant nothing outside Chinese and was inconsistent within it. Optionally
// capped ("999+") where space is tiny, e.g. a badge on the comment icon.

export interface FormatCountOptions {
  /**
   * The interface locale (`cn`, `bo`, `en`, or a tag such as `zh-CN`): required, so no page can
   * show another language's number by forgetting it. A language we do not have gets the default's.
   */
  locale: string;
  /**
   * Cap above which the count shows as "<cap>+". `true` means the default
   * cap of 999; a number sets the cap; absent or false means no cap.
   */
  cap?: boolean | number;
}

export const DEFAULT_COUNT_CAP = 999;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(tag: string): Intl.NumberFormat {
  const countLocale = LOCALE_FACTS[localeOfTag(tag) ?? DEFAULT_LOCALE].countLocale;
  let formatter = formatters.get(countLocale);
  if (!formatter) {
    // 'trunc': 9,999 never reads as "10K", nor 99,999 as "10万" (a count is never rounded up).
    formatter = new Intl.NumberFormat(countLocale, { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' });
    formatters.set(countLocale, formatter);
  }
  return formatter;
}

/** The platform sends counts as numbers or numeric strings; anything else is 0. */
function toCount(n: unknown): number {
  const value = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  return Math.floor(value);
}

export function formatCount(n: unknown, options: FormatCountOptions): string {
  const count = toCount(n);
  const cap = options.cap === true ? DEFAULT_COUNT_CAP : typeof options.cap === 'number' ? options.cap : null;
  if (cap !== null && cap >= 0 && count > cap) return `${cap}+`;
  return formatterFor(options.locale).format(count);
}
