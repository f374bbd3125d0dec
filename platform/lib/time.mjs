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
 * The zone every day boundary is counted in (points, votes, "once a day" events and ads, the daily
 * score list): the site's, never the server's (docs/decisions/0094). Asia/Shanghai unless the
 * platform is started with another (PLATFORM_TIME_ZONE, options.mjs).
 */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';
let siteTimeZone = DEFAULT_SITE_TIME_ZONE;

/**
 * Sets the zone days are counted in (buildPlatform, from its options); an unknown zone is refused.
 * @param {string} zone an IANA zone name
 */
export function setSiteTimeZone(zone) {
  // Throws RangeError on a name Intl does not know: a typo must not silently count days in UTC.
  new Intl.DateTimeFormat('en', { timeZone: zone });
  siteTimeZone = zone;
}

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();
/** @param {string} zone */
function partsFormat(zone) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** @param {number} ms @param {string} zone */
function wallClock(ms, zone) {
  /** @type {Record<string, string>} */
  const p = {};
  for (const part of partsFormat(zone).formatToParts(new Date(ms))) p[part.type] = part.value;
  return p;
}

/**
 * The site's calendar day of an instant, "YYYY-MM-DD": what "once a day" and "today" count by.
 * @param {number} ms @param {string} [zone]
 */
export function localDay(ms, zone = siteTimeZone) {
  const p = wallClock(ms, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * The instant the site's day of `ms` began (00:00 in the site's zone), in ms.
 * @param {number} ms @param {string} [zone]
 */
export function localDayStart(ms, zone = siteTimeZone) {
  const p = wallClock(ms, zone);
  const intoDay =
    (Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second)) * 1000 + (((ms % 1000) + 1000) % 1000);
  return ms - intoDay;
}
