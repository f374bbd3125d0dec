import { defineCall } from '../define';
import { rawAuthorInfoSchema, rawDynamicListSchema, rawDynamicSchema, rawReporterArticlesSchema } from '../schemas/reporter';
import { tag } from '@/lib/cache/tags';

/** authorInfo: a reporter (name, desk, introduction, the account they write for); a negative status when there is none. */
export const authorInfoCall = defineCall({
  name: 'authorInfo',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (id: number) => ({ id }),
  answer: rawAuthorInfoSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.reporter(id)] },
});

/** reporterArticles: one page (0-based, 20) of a reporter's articles; clients append pages until one is empty (docs/product.md §7). */
export const reporterArticlesCall = defineCall({
  name: 'reporterArticles',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ id, page }: { id: number; page: number }) => ({ id, page, count: 20 }),
  answer: rawReporterArticlesSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, when: ({ page }) => page === 0, tags: ({ id }) => [tag.reporter(id)] },
});

/** getDynamicDetail: one reporter dynamic; a negative status when there is none. */
export const getDynamicDetailCall = defineCall({
  name: 'getDynamicDetail',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (id: number) => ({ id }),
  answer: rawDynamicSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.dynamic(id)] },
});

/** dynamic/getDynamicList: one page (0-based, 10) of a reporter's dynamics; a full page may have more (docs/product.md §9). */
export const getDynamicListCall = defineCall({
  name: 'dynamic/getDynamicList',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: ({ reporterId, page }: { reporterId: number; page: number }) => ({ reporterId, page, count: 10 }),
  answer: rawDynamicListSchema,
  criticality: 'page',
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, when: ({ page }) => page === 0, tags: ({ reporterId }) => [tag.reporter(reporterId)] },
});

/** getXyDynamic: a media account's newest dynamics (shown on its page; a page without them still shows). */
export const getXyDynamicCall = defineCall({
  name: 'getXyDynamic',
  service: 'app',
  method: 'GET',
  auth: 'site',
  params: (xyId: number) => ({ xyId }),
  answer: rawDynamicListSchema,
  criticality: 'secondary',
  fallback: { list: [] },
  cache: { ttl: 'content', maxEntries: 200, tags: (xyId) => [tag.xy(xyId)] },
});
