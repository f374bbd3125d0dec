import { LOCALE_FACTS, localeOfTag } from '@/lib/i18n/locales';

// Interaction counts (reads, likes, comments) as list items and toolbars show them
// (docs/product.md §9): under 1000 as-is, thousands as "1.2k", ten-thousands as "1.2w+" or,
// for Chinese readers, "1.2万" (each locale's `tenThousands`, lib/i18n/locales.ts); optionally
// capped ("999+") where space is tiny, e.g. a badge on the comment icon.

export interface FormatCountOptions {
  /** Interface locale (`cn`, `zh-CN`, `en`, ...); Chinese gets 万 instead of w+. */
  locale?: string;
  /**
   * Cap above which the count shows as "<cap>+". `true` means the default
   * cap of 999; a number sets the cap; absent or false means no cap.
   */
  cap?: boolean | number;
}

export const DEFAULT_COUNT_CAP = 999;

/** The platform's own "w+" for a language we do not have. */
const TEN_THOUSANDS = 'w+';

function tenThousandsSuffix(tag: string | undefined): string {
  const locale = tag ? localeOfTag(tag) : null;
  return locale ? LOCALE_FACTS[locale].tenThousands : TEN_THOUSANDS;
}

// One decimal, truncated rather than rounded so 9999 never reads as "10.0k",
// and without a trailing ".0" (1000 → "1k").
function oneDecimal(value: number): string {
  const truncated = Math.floor(value * 10) / 10;
  return Number.isInteger(truncated) ? String(truncated) : truncated.toFixed(1);
}

/** The platform sends counts as numbers or numeric strings; anything else is 0. */
function toCount(n: unknown): number {
  const value = typeof n === 'string' && n.trim() !== '' ? Number(n) : n;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  return Math.floor(value);
}

export function formatCount(n: unknown, options: FormatCountOptions = {}): string {
  const count = toCount(n);
  const cap = options.cap === true ? DEFAULT_COUNT_CAP : typeof options.cap === 'number' ? options.cap : null;
  if (cap !== null && cap >= 0 && count > cap) return `${cap}+`;
  if (count < 1000) return String(count);
  if (count < 10_000) return `${oneDecimal(count / 1000)}k`;
  return `${oneDecimal(count / 10_000)}${tenThousandsSuffix(options.locale)}`;
}
