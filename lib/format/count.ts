import { LOCALE_FACTS, localeOfTag, DEFAULT_LOCALE } from '@/lib/i18n/locales';

// Interaction counts (reads, likes, comments, followers, plays, votes) wherever lists, accounts and
// pages show them (docs/product.md §9): SPEC's rule. Under 1000 as it is; from a thousand one unit
// with one decimal at most, truncated (a count is never rounded up), and a '+' (there are more than
// it says): 1.2k+; from ten thousand 万 (SPEC's "w+"): 1.2万+. That is the default locale's form;
// each other language says it in its own units (LOCALE_FACTS.countUnits): 12.3k+ and 1.2M+ in
// English and Tibetan, 12,3 Tsd.+ in German, 12,3 k+ in French. Optionally capped ("999+") where
// space is tiny, e.g. the comment count (the site config's globalCount, 999 by default).

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

const digits = new Map<string, Intl.NumberFormat>();

function digitsFor(countLocale: string): Intl.NumberFormat {
  let formatter = digits.get(countLocale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(countLocale, { maximumFractionDigits: 1 });
    digits.set(countLocale, formatter);
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
  const facts = LOCALE_FACTS[localeOfTag(options.locale) ?? DEFAULT_LOCALE];
  const unit = facts.countUnits.find(({ size }) => count >= size);
  if (!unit) return String(count);
  // Tenths by integer division: 9,999 is 9.9k+, never 10k+.
  const tenths = Math.floor((count * 10) / unit.size);
  return `${digitsFor(facts.countLocale).format(tenths / 10)}${unit.suffix}+`;
}
