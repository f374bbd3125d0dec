import { z } from 'zod';
import { defineCall } from '@/lib/platform/define';
import { list } from '@/lib/platform/primitives';
import { rawAdSchema } from '../articles/article.schema';
import { tag } from '@/lib/cache/tags';

/**
 * getArticleAds (ads service): the ads under an article. Secondary: a failure shows no ad
 * rather than failing the article, and is shared as "no ads" so a broken ads host is not asked
 * by every render.
 */
export const getArticleAdsCall = defineCall({
  name: 'getArticleAds',
  service: 'adv',
  params: (articleId: number) => ({ articleId }),
  answer: z.object({ list: list(rawAdSchema) }),
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: 'content', maxEntries: 1000, tags: (articleId) => [tag.article(articleId)] },
});
