import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import { getColumn } from '@/lib/platform/lists/columns';
import { routeIds } from './routeParams';
import type { ColumnWithChildren } from '@/lib/types/column';

/**
 * The column of `/columnDetail/{columnId?}/{id?}.html` and `/columnShare/{parentId?}/{id?}.html`:
 * the last id is the column, the one before it its parent (only in our links). No id goes home,
 * a malformed path or an unknown column is a 404, and a special topic opens as one.
 */
export const loadColumn = cache(async (params: string[] | undefined): Promise<ColumnWithChildren> => {
  const ids = routeIds(params, 2);
  if (ids === null) notFound();
  const id = ids[ids.length - 1];
  if (id === undefined) redirect('/home.html');
  const column = await getColumn(id);
  if (!column) notFound();
  if (column.kind === 'special') redirect(`/specDetail/${column.id}.html`);
  return column;
});
