import 'server-only';
import { platformCall } from '../call';
import { sharedCache } from '../sharedCache';
import { rawColumnDetailSchema, rawColumnsSchema } from '../schemas/column';
import { mapColumn, mapColumnDetail } from '../map/column';
import { nullWhenMissing } from './missing';
import type { Column, ColumnWithChildren } from '@/lib/types/column';

// The column tree changes rarely and every list page draws the tabs: a minute per server process.
const COLUMNS_TTL_MS = 60_000;
const columnsByParent = sharedCache<Column[]>('columns', { ttlMs: COLUMNS_TTL_MS, maxEntries: 500 });

/** Columns under a parent (0 = the top columns), in the platform's order, forbidden ones left out. */
export function getColumns(parentColumnId = 0): Promise<Column[]> {
  return columnsByParent.get(String(parentColumnId), async () => {
    const raw = await platformCall('getColumns', { params: { parentColumnId, version: 0 }, schema: rawColumnsSchema });
    return raw.columns.filter((column) => !column.isForbidden).map(mapColumn);
  });
}

const columnCache = sharedCache<ColumnWithChildren | null>('column', { ttlMs: COLUMNS_TTL_MS, maxEntries: 500 });

/** One column and its children, or null when the platform has no such column. Shared a minute. */
export function getColumn(columnId: number): Promise<ColumnWithChildren | null> {
  return columnCache.get(String(columnId), () =>
    nullWhenMissing(platformCall('getColumn', { params: { columnId }, schema: rawColumnDetailSchema }).then(mapColumnDetail)),
  );
}
