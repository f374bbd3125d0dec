import { platformCall } from '../call';
import { rawColumnsSchema } from '../schemas/column';
import { mapColumn } from '../map/column';
import type { Column } from '@/lib/types/column';

/** Columns under a parent (0 = the top columns), in the platform's order, forbidden ones left out. */
export async function getColumns(parentColumnId = 0): Promise<Column[]> {
  const raw = await platformCall('getColumns', { params: { parentColumnId, version: 0 }, schema: rawColumnsSchema });
  return raw.columns.filter((column) => !column.isForbidden).map(mapColumn);
}
