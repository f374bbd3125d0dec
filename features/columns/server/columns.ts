import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapColumn, mapColumnDetail } from '../column.map';
import { getColumnCall, getColumnsCall } from '../calls';
import type { Column, ColumnWithChildren } from '@/features/columns/column.types';

/** Columns under a parent (0 = the top columns), in the platform's order, forbidden ones left out. */
export async function getColumns(parentColumnId = 0): Promise<Column[]> {
  const raw = await platformCall(getColumnsCall, parentColumnId);
  return raw.columns.filter((column) => !column.isForbidden).map(mapColumn);
}

/** One column and its children, or null when the platform has no such column. */
export async function getColumn(columnId: number): Promise<ColumnWithChildren | null> {
  const raw = await platformCall(getColumnCall, columnId);
  return raw && mapColumnDetail(raw);
}
