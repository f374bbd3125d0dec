import { robotsTxt } from '@/lib/feeds/documents';
import { xmlResponse } from '@/lib/feeds/respond';

export const dynamic = 'force-dynamic';

/** robots.txt: what crawlers may visit, and where the sitemap index is (decision 0023). */
export async function GET(): Promise<Response> {
  return xmlResponse('text/plain', async () => robotsTxt());
}
