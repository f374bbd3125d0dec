/**
 * Small helpers to write XML by hand for the feeds and sitemaps: every text and attribute goes
 * through escapeXml, and characters XML 1.0 forbids (control characters a platform title may
 * carry) are dropped, so a feed is always well-formed.
 */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** `<name>text</name>`, escaped; nothing when the text is empty. */
export function element(name: string, text: string | null | undefined): string {
  return text ? `<${name}>${escapeXml(text)}</${name}>` : '';
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** RFC 822 date, as RSS 2.0 requires (`Fri, 20 Nov 2026 08:00:00 GMT`). */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

/** W3C datetime, as sitemaps require, from an ISO 8601 time (kept with its offset). */
export function w3cDate(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
