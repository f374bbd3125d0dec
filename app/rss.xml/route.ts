import { siteFeed } from '@/lib/feeds/documents';
import { xmlResponse } from '@/lib/feeds/respond';

export const dynamic = 'force-dynamic';

/** The site's RSS 2.0 feed (decision 0023). */
export async function GET(): Promise<Response> {
  return xmlResponse('application/rss+xml', siteFeed);
}
