'use client';

import { useClock } from './useClock';

interface UntilStartProps {
  /** ISO start; without one, the children stay (nothing to judge by). */
  startsAt: string | null;
  /** When the server rendered the page (ms): the clock while hydrating, so the HTML and the first render agree. */
  renderedAt: number;
  children: React.ReactNode;
}

/**
 * What only a coming live offers (the reminder, the calendar file): gone once the browser's clock
 * passes the start, since a cached page may be read after it (docs/decisions/0094).
 */
export function UntilStart({ startsAt, renderedAt, children }: UntilStartProps) {
  const now = useClock(renderedAt);
  const start = startsAt ? Date.parse(startsAt) : NaN;
  if (Number.isFinite(start) && now >= start) return null;
  return <>{children}</>;
}
