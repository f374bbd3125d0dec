// The paper edition's issue dates and layout numbers as its addresses write them (features/paper/paths.ts).

/** '2026-11-23' → '20261123'. */
export function timeOfDate(date: string): string {
  return date.replaceAll('-', '');
}

/** '20261123' → '2026-11-23', or null for anything that is not a real calendar date. */
export function dateOfTime(time: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(time);
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** A layout number as the platform writes it ('01', '12'), or null. */
export function layoutNoOf(raw: string): string | null {
  return /^\d{1,3}$/.test(raw) ? raw : null;
}

/** The month before or after `month` ('2026-11' → '2026-10' / '2026-12'). */
export function shiftMonth(month: string, by: -1 | 1): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
