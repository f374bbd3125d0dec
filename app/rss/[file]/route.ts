import { columnFeed } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';
import { columnIdOfFile } from '@/features/feeds/feedLinks';

export const dynamic = 'force-dynamic';

/** `/rss/{columnId}.xml`: a column's RSS 2.0 feed; 404 for anything else. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const columnId = columnIdOfFile((await params).file);
  return xmlResponse('application/rss+xml', async () => (columnId === null ? null : columnFeed(columnId)));
}
