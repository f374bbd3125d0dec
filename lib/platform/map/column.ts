import type { Column } from '@/lib/types/column';
import type { RawColumn } from '../schemas/column';

export function mapColumn(raw: RawColumn): Column {
  return {
    id: raw.columnId,
    name: raw.columnName,
    style: raw.columnStyle || 'news',
    parentId: raw.parentId,
    hasChildren: raw.hasSubColunm,
    linkUrl: raw.linkUrl,
    description: raw.description,
    icon: raw.phoneIcon,
  };
}
