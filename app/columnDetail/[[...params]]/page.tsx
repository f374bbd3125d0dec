import type { Metadata } from 'next';
import { loadColumn } from '@/lib/lists/loadColumn';
import { columnHref } from '@/lib/lists/columnTabs';
import { listMetadata } from '@/lib/lists/listMetadata';
import { ColumnPage } from '@/components/list/ColumnPage';

type Props = { params: Promise<{ params?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const column = await loadColumn((await params).params);
  return listMetadata(column.name, column.description || column.name, columnHref(column, null));
}

/** columnDetail: one column under the site's tabs, its children as a second row. */
export default async function ColumnDetailPage({ params }: Props) {
  const column = await loadColumn((await params).params);
  return <ColumnPage column={column} chrome="tabs" heading={column.name} />;
}
