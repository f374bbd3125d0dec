/** What an infinite list pages through: a column (optionally one article type), or a tag. */
export type ListSource = { kind: 'column'; id: number; typeScreen?: number } | { kind: 'tag'; id: number };

/** Our own handler's path for page `page` (1-based below the server-rendered page 0) of a source. */
export function listPagePath(source: ListSource, page: number): string {
  if (source.kind === 'tag') return `articles?tagId=${source.id}&page=${page}`;
  const type = source.typeScreen !== undefined ? `&typeScreen=${source.typeScreen}` : '';
  return `articles?columnId=${source.id}&page=${page}${type}`;
}
