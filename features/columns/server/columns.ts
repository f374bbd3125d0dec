import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { platformEnv } from '@/lib/platform/env';
import { mapColumn, mapColumnDetail } from '../column.map';
import { getColumnCall, getColumnsCall } from '../calls';
import type { Column, ColumnWithChildren } from '@/features/columns/column.types';

/** Columns under a parent, in the platform's order, forbidden ones left out. */
export async function getColumns(parentColumnId: number): Promise<Column[]> {
  const raw = await platformCall(getColumnsCall, parentColumnId);
  // The real platform's columns name no parent (the CMS's colCommonFields): they are the asked one's children.
  return raw.columns
    .filter((column) => !column.isForbidden)
    .map((column) => mapColumn(column.parentId > 0 ? column : { ...column, parentId: parentColumnId }));
}

/**
 * The site's home column, whose children are home's tabs: XY_HOME_COLUMN_ID when set; else found
 * (docs/decisions/0084): real sites root their columns at a column of their own (1000, 24, ...), so
 * when the platform's top level is one column with children, that column is home; otherwise home is
 * 0, as on a platform in the designed dialect.
 */
export async function getHomeColumnId(): Promise<number> {
  if (platformEnv.homeColumnId !== null) return platformEnv.homeColumnId;
  const roots = await getColumns(0);
  return roots.length === 1 && roots[0]!.hasChildren ? roots[0]!.id : 0;
}

/**
 * A column under the site's home column is a top column: its parent reads as 0, home, which is
 * never a page of its own, so its address is `/columnDetail/{id}.html` on every platform (a real
 * site's home column is one of its own: docs/decisions/0074, 0090).
 */
function asTop<C extends Column>(column: C, homeId: number): C {
  return homeId > 0 && column.parentId === homeId ? { ...column, parentId: 0 } : column;
}

/** The top columns: home's tabs, the children of the site's home column (docs/decisions/0074). */
export async function getTopColumns(): Promise<Column[]> {
  const homeId = await getHomeColumnId();
  return (await getColumns(homeId)).map((column) => asTop(column, homeId));
}

/**
 * One column and its children, or null when the platform has no such column. A real platform's
 * getColumn names no children (nor whether there are any): they are then its getColumns.
 */
export async function getColumn(columnId: number): Promise<ColumnWithChildren | null> {
  const raw = await platformCall(getColumnCall, columnId);
  if (!raw) return null;
  const named = mapColumnDetail(raw);
  const column = raw.children === undefined ? withChildren(named, await getColumns(columnId)) : named;
  return column.parentId > 0 ? asTop(column, await getHomeColumnId()) : column;
}

function withChildren(column: ColumnWithChildren, children: Column[]): ColumnWithChildren {
  return { ...column, children, hasChildren: children.length > 0 };
}

/**
 * A column's parent for its second tab row and breadcrumbs: none for a top column, whose parent is
 * the site's home column (0, or a real site's own: docs/decisions/0074), never a page of its own.
 */
export async function getParentColumn(column: Pick<Column, 'parentId'>): Promise<ColumnWithChildren | null> {
  if (column.parentId <= 0 || column.parentId === (await getHomeColumnId())) return null;
  return getColumn(column.parentId);
}
