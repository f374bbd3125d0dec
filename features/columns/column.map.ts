import type { Column, ColumnKind, ColumnWithChildren } from '@/features/columns/column.types';
import type { RawColumn, RawColumnDetail } from './column.schema';

/** columnType 1 link, 2 service, 3 special; a 'link'-style column with an address is a link too. */
export function columnKind(raw: Pick<RawColumn, 'columnType' | 'columnStyle' | 'linkUrl'>): ColumnKind {
  if (raw.columnType === 1 || (raw.columnStyle === 'link' && raw.linkUrl !== '')) return 'link';
  if (raw.columnType === 2) return 'service';
  if (raw.columnType === 3) return 'special';
  return 'list';
}

export function mapColumn(raw: RawColumn): Column {
  return {
    id: raw.columnId,
    name: raw.columnName,
    style: raw.columnStyle || 'news',
    kind: columnKind(raw),
    parentId: raw.parentId,
    hasChildren: raw.hasSubColunm,
    linkUrl: raw.linkUrl,
    description: raw.description,
    icon: raw.phoneIcon,
    visible: raw.appShow && !raw.isForbidden,
  };
}

/** getColumn: the column and its children, forbidden children left out. */
export function mapColumnDetail(raw: RawColumnDetail): ColumnWithChildren {
  return { ...mapColumn(raw), children: (raw.children ?? []).filter((child) => !child.isForbidden).map(mapColumn) };
}
