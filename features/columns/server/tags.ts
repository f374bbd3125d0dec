import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapTagPage } from '../tag.map';
import { tagScreenArticlesCall } from '../calls';
import type { TagPage } from '@/features/columns/tag.types';

/** One page (0-based, 20 a page) of a tag's articles, newest first; null when there is no such tag. */
export async function getTagArticles(
  tagId: number,
  page = 0,
  options: { signal?: AbortSignal } = {},
): Promise<TagPage | null> {
  const raw = await platformCall(tagScreenArticlesCall, { tagId, page }, { signal: options.signal });
  return raw && mapTagPage(raw, tagId);
}
