import { sitemapIndex } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';

export const dynamic = 'force-dynamic';

/** The sitemap index: pages, news of the last 48 h, one sitemap per column (decision 0023). */
export async function GET(): Promise<Response> {
  return xmlResponse('application/xml', () => sitemapIndex(Date.now()));
}
