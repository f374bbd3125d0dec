import type { InputOf } from '@/lib/client/endpoint';
import type { listPage } from '@/lib/client/endpoints';

/** What an infinite list pages through: a column (optionally one article type), a tag, a media account, a reporter or the reports about a public figure. */
export type ListSource =
  | { kind: 'column'; id: number; typeScreen?: number }
  | { kind: 'tag'; id: number }
  | { kind: 'xy'; id: number }
  | { kind: 'reporter'; id: number }
  | { kind: 'figure'; id: number };

/** What our own list handler is asked for page `page` (1-based below the server-rendered page 0) of a source. */
export function listPageQuery(source: ListSource, page: number): InputOf<typeof listPage> {
  if (source.kind === 'tag') return { tagId: source.id, page };
  if (source.kind === 'xy') return { xyId: source.id, page };
  if (source.kind === 'reporter') return { reporterId: source.id, page };
  if (source.kind === 'figure') return { figureId: source.id, page };
  return { columnId: source.id, page, typeScreen: source.typeScreen };
}
