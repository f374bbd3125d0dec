import { useLocale, useTranslations } from 'next-intl';
import { formatRelative, relativeTime } from '@/lib/format/relativeTime';
import { siteNow } from '@/lib/format/clock';

/** Style 2 (docs/product.md §9): relative under a day, then month-day and time. */
const LIST_TIME_STYLE = 2;

/**
 * A publication time as lists show it, with the exact time for machines in `dateTime`.
 * Shared by server-rendered and client-rendered lists (no directive: it runs in either). 'Now' is
 * the site's clock (lib/format/clock.ts): in the browser, the reader's clock corrected by the
 * offset learned once, so a wrong device clock does not say '2 小时前' for a minute-old comment.
 */
export function RelativeTime({ iso, style = LIST_TIME_STYLE }: { iso: string; style?: number }) {
  const t = useTranslations('time');
  const locale = useLocale();
  const text = formatRelative(relativeTime(iso, siteNow(), style, locale), (key, values) => t(key, values));
  if (!text) return null;
  return <time dateTime={iso}>{text}</time>;
}
