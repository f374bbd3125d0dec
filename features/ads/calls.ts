import { z } from 'zod';
import { defineCall } from '@/lib/platform/define';
import { flag, list } from '@/lib/platform/primitives';
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

/**
 * getAdv (ads service): the ads of one type; the site asks for the splash (type 1) from the
 * browser, through GET /api/ads/splash. Not secondary: SPEC §8 wants a failed ad call to say so
 * (contact an administrator), so the failure reaches the browser. Shared for a minute: every
 * reader's first page of a session asks it.
 */
export const getAdvCall = defineCall({
  name: 'getAdv',
  service: 'adv',
  params: (type: number) => ({ type }),
  answer: z.object({ list: list(rawAdSchema) }),
  cache: { ttl: 60_000, maxEntries: 8 },
});

/**
 * getColAdvs (ads service): a column's in-list and banner ads; the site shows the banners (type 4)
 * at the head of home and columnDetail. Secondary, like the article's ads: the page is shown
 * without them, and the failure is shared as "no banner" for the content's lifetime.
 */
export const getColAdvsCall = defineCall({
  name: 'getColAdvs',
  service: 'adv',
  params: (columnId: number) => ({ columnId }),
  answer: z.object({ list: list(rawAdSchema) }),
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: 'content', maxEntries: 500, tags: (columnId) => [tag.column(columnId)] },
});

/**
 * event (ads service, POST): one impression or click of one ad by the reader's device. Nobody waits
 * for it. `counted`: whether it was counted (once per device, ad, event and day); a service that
 * does not say counted it.
 */
export const adEventCall = defineCall({
  name: 'event',
  service: 'adv',
  method: 'POST',
  // The ads service guards nothing (docs/platform-api.md): a body encrypted for app_if would reach it unread.
  auth: 'none',
  params: ({ advId, type }: { advId: number; type: 0 | 1 }) => ({ advID: advId, type }),
  answer: z.object({
    ok: flag(),
    counted: z
      .union([z.boolean(), z.number(), z.string()])
      .transform((value) => value === true || value === 1 || value === '1' || value === 'true')
      .default(true),
  }),
  criticality: 'background',
});
