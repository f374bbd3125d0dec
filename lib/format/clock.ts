// The site's clock for relative times ("3 分钟前", docs/product.md §9). On the server it is the
// server's own (offset 0). In the browser the reader's clock may be wrong by minutes or hours, so
// the offset to the platform's clock is learned once (lib/client/clockSync.ts) and applied here;
// until it is known, the reader's clock is used as it is.

let offsetMs = 0;

/** Sets the offset (site clock minus this device's clock, ms); anything not a finite number resets it. */
export function setClockOffset(ms: number): void {
  offsetMs = Number.isFinite(ms) ? Math.round(ms) : 0;
}

export function clockOffset(): number {
  return offsetMs;
}

/** Now, by the site's clock: this device's clock corrected by the learned offset. */
export function siteNow(): Date {
  return new Date(Date.now() + offsetMs);
}
