import type { Metadata } from 'next';
import { loadColumn } from '@/lib/lists/loadColumn';
import { columnHref } from '@/lib/lists/columnTabs';
import { listMetadata } from '@/lib/lists/listMetadata';
import { ColumnPage } from '@/components/list/ColumnPage';

type Props = { params: Promise<{ params?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const column = await loadColumn((await params).params);
  // A shared column is the same content as its columnDetail page: that one is canonical.
  return listMetadata(column.name, column.description || column.name, columnHref(column, null));
}

/** columnShare: a column as a page of its own, for links shared out of the app (no site tabs). */
export default async function ColumnSharePage({ params }: Props) {
  const column = await loadColumn((await params).params);
  return <ColumnPage column={column} chrome="share" heading={column.name} />;
}
