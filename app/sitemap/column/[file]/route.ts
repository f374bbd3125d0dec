import { columnSitemap } from '@/lib/feeds/documents';
import { xmlResponse } from '@/lib/feeds/respond';
import { columnIdOfFile } from '@/lib/seo/feeds';

export const dynamic = 'force-dynamic';

/** `/sitemap/column/{columnId}.xml`: a column's page and its newest articles; 404 for anything else. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const columnId = columnIdOfFile((await params).file);
  return xmlResponse('application/xml', async () => (columnId === null ? null : columnSitemap(columnId)));
}
