/**
 * A positive integer id given in the query (`/productDetail.html?id=3`), or null: absent and
 * malformed read the same, so the route answers 404 for both and never guesses.
 */
export function queryId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null;
}
