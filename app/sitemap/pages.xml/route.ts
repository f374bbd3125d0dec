import { pagesSitemap } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';

export const dynamic = 'force-dynamic';

/** The sitemap of the pages that are neither columns nor articles. */
export async function GET(): Promise<Response> {
  return xmlResponse('application/xml', pagesSitemap);
}
