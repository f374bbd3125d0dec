import { columnSitemap } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';
import { columnIdOfFile } from '@/features/feeds/feedLinks';

export const dynamic = 'force-dynamic';

/** `/sitemap/column/{columnId}.xml`: a column's page and its newest articles; 404 for anything else. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const columnId = columnIdOfFile((await params).file);
  return xmlResponse('application/xml', async () => (columnId === null ? null : columnSitemap(columnId)));
}
