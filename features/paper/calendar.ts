/** A day of the calendar grid. */
export interface CalendarDay {
  date: string;
  day: number;
}

/**
 * The weeks of a month ('2026-11') as rows of seven (Sunday first, as Chinese calendars print),
 * null for the days of the neighbouring months.
 */
export function monthGrid(month: string): (CalendarDay | null)[][] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, mon - 1, 1));
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push({ date: `${month}-${String(day).padStart(2, '0')}`, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
