import { PLATFORM_UTC_OFFSET_MINUTES } from './platformTime';

// Activity and vote times as readers of the platform expect them: its own wall clock (Beijing),
// numeric, the same in every interface language ("2026-12-07 09:00 – 17:00").

const pad = (n: number) => String(n).padStart(2, '0');

/** "YYYY-MM-DD HH:mm" of an ISO time on the platform's clock; '' for none or garbage. */
export function platformClock(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + PLATFORM_UTC_OFFSET_MINUTES * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A start and an end; the end's date is left out when it is the start's day. */
export function timeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = platformClock(start);
  const to = platformClock(end);
  if (!from) return to;
  if (!to) return from;
  return from.slice(0, 10) === to.slice(0, 10) ? `${from} – ${to.slice(11)}` : `${from} – ${to}`;
}
