import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/lib/platform/config/siteConfig';
import { getShortVideo } from '@/lib/platform/shortVideo/shortVideo';
import { detailIds } from '@/lib/article/loadArticle';
import { queryTitle } from '@/lib/http/queryTitle';
import { shortVideoMetadata } from './metadata';

export type ShortVideoRouteProps = { params: Promise<{ params?: string[] }> };

/**
 * The short video of `/minVideoDetail/{id}.html` or `/mvodShare/{id}.html`, once per request.
 * A malformed id or a missing video is a 404; a failing service rejects (503 page).
 */
const loadShortVideo = cache(async (params: string[] | undefined) => {
  const { id } = detailIds(params);
  if (id === null) notFound();
  const [video, config] = await Promise.all([getShortVideo(id), getSiteConfig()]);
  if (!video) notFound();
  return { video, config };
});

export async function loadShortVideoRoute({ params }: ShortVideoRouteProps) {
  return loadShortVideo((await params).params);
}

export async function generateShortVideoMetadata(props: ShortVideoRouteProps): Promise<Metadata> {
  const { video, config } = await loadShortVideoRoute(props);
  const metadata = shortVideoMetadata(video, config);
  const fromQuery = await queryTitle();
  return fromQuery ? { ...metadata, title: fromQuery } : metadata;
}
