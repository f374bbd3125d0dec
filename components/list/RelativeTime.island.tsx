'use client';

import { useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { absoluteTime, formatRelative, relativeTime } from '@/lib/format/relativeTime';
import { isClockKnown, siteNow, subscribeClock } from '@/lib/format/clock';

/** Style 2 (docs/product.md §9): relative under a day, then month-day and time. */
const LIST_TIME_STYLE = 2;

/**
 * A publication time as lists show it, with the exact time for machines in `dateTime`.
 * 'Now' is the site's clock (lib/format/clock.ts), known in the browser once the offset of this
 * device's clock is learned. Until then, and always in the server HTML, the absolute time is shown:
 * a page cached for everyone cannot know when it is read, and the first render in the browser
 * must agree with that HTML (docs/decisions/0036). Then "3 分钟前" replaces it.
 */
export function RelativeTime({ iso, style = LIST_TIME_STYLE }: { iso: string; style?: number }) {
  const t = useTranslations('time');
  const locale = useLocale();
  const clockKnown = useSyncExternalStore(subscribeClock, isClockKnown, () => false);
  const text = clockKnown
    ? formatRelative(relativeTime(iso, siteNow(), style, locale), (key, values) => t(key, values))
    : absoluteTime(iso, style, locale);
  if (!text) return null;
  return <time dateTime={iso}>{text}</time>;
}
