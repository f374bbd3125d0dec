// The site's clock for relative times ("3 分钟前", docs/product.md §9). The reader's clock may be
// wrong by minutes or hours, so the offset to the platform's clock is learned once a session
// (lib/client/clockSync.ts) and applied here. Until it is known a relative time is not drawn at
// all: RelativeTime shows the absolute time, as the server (cached for everyone) does, so the
// first render agrees with the server HTML and nothing says '2 小时前' for a minute-old comment
// (docs/decisions/0036).

import { valueStore } from '@/lib/client/valueStore';

/** The offset (site clock minus this device's clock, ms), and whether it is known yet. */
const clock = valueStore({ offsetMs: 0, known: false });

/**
 * Sets the offset (site clock minus this device's clock, ms) and marks the clock known; anything
 * not a finite number counts as 0 (the device's own clock, trusted as it is).
 */
export function setClockOffset(ms: number): void {
  clock.set({ offsetMs: Number.isFinite(ms) ? Math.round(ms) : 0, known: true });
}

/** Back to 'not known yet' (a new page load starts there; tests too). */
export function forgetClockOffset(): void {
  clock.set({ offsetMs: 0, known: false });
}

export function clockOffset(): number {
  return clock.get().offsetMs;
}

/** Whether relative times may be drawn: the offset is known (learned, or given up on and 0). */
export function isClockKnown(): boolean {
  return clock.get().known;
}

/** For useSyncExternalStore: called when the clock becomes known (or is forgotten). */
export const subscribeClock = clock.subscribe;

/** Now, by the site's clock: this device's clock corrected by the learned offset. */
export function siteNow(): Date {
  return new Date(Date.now() + clock.get().offsetMs);
}
