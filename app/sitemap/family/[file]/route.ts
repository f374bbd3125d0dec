import { familySitemap } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';
import { familyOfFile } from '@/features/feeds/sitemapFamilies';

export const dynamic = 'force-dynamic';

/** `/sitemap/family/{family}.xml`: one public page family's pages (docs/decisions/0089); 404 for anything else. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const family = familyOfFile((await params).file);
  return xmlResponse('application/xml', async () => (family === null ? null : familySitemap(family)));
}
