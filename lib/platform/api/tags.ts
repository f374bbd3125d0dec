import 'server-only';
import { platformCall } from '../call';
import { rawTagArticlesSchema } from '../schemas/tag';
import { mapTagPage } from '../map/tag';
import { nullWhenMissing } from './missing';
import type { TagPage } from '@/lib/types/tag';

/** One page (0-based, 20 a page) of a tag's articles, newest first; null when there is no such tag. */
export async function getTagArticles(tagId: number, page = 0, options: { signal?: AbortSignal } = {}): Promise<TagPage | null> {
  return nullWhenMissing(
    platformCall('tagScreenArticles', { params: { tagId, page }, schema: rawTagArticlesSchema, signal: options.signal }).then((raw) =>
      mapTagPage(raw, tagId),
    ),
  );
}
