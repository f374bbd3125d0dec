/**
 * Time formatting in the platform's dialect. All content times are China time
 * (+08:00) and formatted "YYYY-MM-DD HH:mm:ss.0" like a Java Timestamp.toString().
 */

/** Seed anchor: 2026-11-20 08:00 +08:00. Content goes back in time from here. */
export const ANCHOR_SECONDS = Date.UTC(2026, 10, 20, 0, 0, 0) / 1000;

const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');

/**
 * @param {number | null | undefined} seconds unix seconds
 * @returns {string} "2026-11-20 08:00:00.0", or '' when there is no time
 */
export function formatPlatformTime(seconds) {
  if (seconds === null || seconds === undefined) return '';
  // Shift by +8 h and read the UTC fields, so the host's time zone never leaks in.
  const d = new Date((seconds + 8 * 3600) * 1000);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.0`
  );
}

/** Date-only/second precision variant used by ads ("2026-01-01 00:00:00"). @param {number} seconds */
export function formatPlainTime(seconds) {
  return formatPlatformTime(seconds).slice(0, 19);
}

/**
 * The platform's calendar day of an instant (China time, as every content time), "YYYY-MM-DD":
 * what "once a day" counts by (routes/events.mjs). @param {number} ms
 */
export function localDay(ms) {
  return formatPlatformTime(Math.floor(ms / 1000)).slice(0, 10);
}
