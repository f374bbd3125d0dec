import { siteFeed } from '@/features/feeds/server/documents';
import { xmlResponse } from '@/features/feeds/server/respond';

export const dynamic = 'force-dynamic';

/** The site's RSS 2.0 feed (decision 0023). */
export async function GET(): Promise<Response> {
  return xmlResponse('application/rss+xml', siteFeed);
}
