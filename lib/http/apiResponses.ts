/** A positive integer id from a query or path, or null for anything else (ids are never guessed). */
export function parseId(value: string | null | undefined, options: { allowZero?: boolean } = {}): number | null {
  if (value === null || value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  if (id === 0 && !options.allowZero) return null;
  return id;
}
