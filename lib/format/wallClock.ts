/** A moment as a clock on the wall of one time zone reads it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar fields of `date` in `timeZone`, from Intl (one formatter per zone, kept). Callers pad
 * and spell the fields themselves instead of building a host-local Date for date-fns `format`, which
 * would shift by an hour when the wall-clock time falls into the host zone's DST gap.
 */
export function wallClock(date: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) if (part.type !== 'literal') fields[part.type] = Number(part.value);
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
  };
}

/** Two digits, as clocks and calendars write them. */
export const pad2 = (n: number) => String(n).padStart(2, '0');
