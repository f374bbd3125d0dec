import { robotsTxt } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';

export const dynamic = 'force-dynamic';

/** robots.txt: what crawlers may visit, and where the sitemap index is (decision 0023). */
export async function GET(): Promise<Response> {
  return xmlResponse('text/plain', async () => robotsTxt());
}
