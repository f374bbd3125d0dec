import { newsSitemap } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';

export const dynamic = 'force-dynamic';

/** The Google News sitemap: what was published in the last 48 hours. */
export async function GET(): Promise<Response> {
  return xmlResponse('application/xml', () => newsSitemap(Date.now()));
}
