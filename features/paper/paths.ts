/**
 * The paper edition's addresses (docs/product.md §2). The reader `/paper/{time?}/{paperId?}/{layout?}.html`
 * has the same segments as the share page docs/product.md §2 names,
 * `/paperSharePage/{time?}/{paperId?}/{layout?}.html`: time is the issue date as 8 digits
 * (20261123), layout the layout number ('01'). A paper article is `/paperArticle/{id}.html`.
 */
export const PAPER_PATH = '/paper.html';

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

export function paperPath(date: string, paperId: number, layoutNo: string): string {
  return `/paper/${timeOfDate(date)}/${paperId}/${layoutNo}.html`;
}

export function paperSharePath(date: string, paperId: number, layoutNo: string): string {
  return `/paperSharePage/${timeOfDate(date)}/${paperId}/${layoutNo}.html`;
}

export function paperArticlePath(id: number): string {
  return `/paperArticle/${id}.html`;
}

/** The month before or after `month` ('2026-11' → '2026-10' / '2026-12'). */
export function shiftMonth(month: string, by: -1 | 1): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
