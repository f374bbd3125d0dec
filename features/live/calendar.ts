// A live's calendar file (docs/decisions/0062; RFC 5545): one event for anyone's calendar, from
// `/liveCalendar/{id}.ics`. Pure, so the escaping and folding are tested on their own.
import { DEFAULT_BROADCAST_MS } from './broadcastEnd';

/** The address of a live's calendar file, without the base path (like the feeds', not a page route). */
export function liveCalendarPath(id: number): string {
  return `/liveCalendar/${id}.ics`;
}

/** The live id of a calendar file name (`1098.ics`), or null for anything else. */
export function liveIdOfCalendarFile(file: string): number | null {
  const match = /^([1-9]\d{0,11})\.ics$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** The calendar's own reminder, before the start. */
const ALARM_BEFORE = '-PT15M';

export interface LiveEvent {
  id: number;
  title: string;
  /** ISO 8601. */
  startsAt: string;
  /** ISO 8601, null when not planned. */
  endsAt: string | null;
  /** Plain text. */
  description: string;
  /** The live page's absolute address. */
  url: string;
  /** The site's host name: the event's UID is unique to the live and the site. */
  host: string;
  /** When this file was made (ISO 8601): DTSTAMP. */
  stamp: string;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`, other control characters dropped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a line longer than 75 octets is folded, CRLF and a space, never inside a UTF-8
 * character (Chinese titles are 3 octets a character).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** `20261203T020000Z`: a date-time in UTC, whole seconds. */
export function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The calendar file of one live: VCALENDAR with one VEVENT (and an alarm), lines folded, CRLF. */
export function liveCalendar(event: LiveEvent): string {
  const start = Date.parse(event.startsAt);
  const plannedEnd = event.endsAt === null ? Number.NaN : Date.parse(event.endsAt);
  const end = Number.isFinite(plannedEnd) && plannedEnd > start ? plannedEnd : start + DEFAULT_BROADCAST_MS;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.host)}//live//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:live-${event.id}@${escapeText(event.host)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.startsAt)}`,
    `DTEND:${utcStamp(new Date(end).toISOString())}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description
      ? [`DESCRIPTION:${escapeText(`${event.description}\n${event.url}`)}`]
      : [`DESCRIPTION:${escapeText(event.url)}`]),
    `URL:${event.url}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    `TRIGGER:${ALARM_BEFORE}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
