import { pagesSitemap } from '@/lib/feeds/documents';
import { xmlResponse } from '@/lib/feeds/respond';

export const dynamic = 'force-dynamic';

/** The sitemap of the pages that are neither columns nor articles. */
export async function GET(): Promise<Response> {
  return xmlResponse('application/xml', pagesSitemap);
}
