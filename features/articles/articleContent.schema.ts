import { z } from 'zod';
import { flag, list, num, str } from '@/lib/platform/primitives';
import { rawArticleConfigSchema, rawArticleItemSchema, rawTagSchema } from './article.schema';

const rawImageSchema = z.object({
  ref: str(),
  imageUrl: str(),
  summary: str(),
  picType: num(),
  width: num(),
  height: num(),
});

/** docs/product.md §3: the byline roles, as the platform names them. */
export const BYLINE_FIELDS = [
  'source', 'author', 'editor', 'liabilityEditor', 'proofreader', 'approver', 'checker', 'finalChecker',
  'planner', 'photographer', 'designer', 'coordinator', 'director', 'intern', 'correspondent',
] as const;
export type BylineRole = (typeof BYLINE_FIELDS)[number];

const bylineShape = Object.fromEntries(BYLINE_FIELDS.map((field) => [field, str()])) as Record<BylineRole, ReturnType<typeof str>>;

export const rawArticleContentSchema = z.object({
  fileId: num(),
  title: str(),
  content: str(),
  description: str(),
  publishtime: str(),
  ...bylineShape,
  columnID: num(),
  columnName: str(),
  countClick: num(),
  countDiscuss: num(),
  countPraise: num(),
  countShare: num(),
  shareUrl: str(),
  picBig: str(),
  picMiddle: str(),
  picSmall: str(),
  pic_list: list(z.string()),
  pic_list_title: list(str()),
  discussClosed: flag(),
  shareClosed: flag(),
  advClosed: flag(),
  aStatus: num(1),
  articleType: num(),
  linkUrl: str(),
  config: rawArticleConfigSchema,
  related: list(rawArticleItemSchema),
  tags: list(rawTagSchema),
  images: list(z.object({ ref: str(), imagearray: list(rawImageSchema) })),
  xyAccountID: num(),
  xyAccount: str(),
  xyAccountIcon: str(),
  xyStatus: num(),
  xyForbidden: num(),
  // The reference platform's reporter of the article (authorInfo's id): its byline links to the reporter page.
  reporterID: num(),
  reporterName: str(),
});
export type RawArticleContent = z.output<typeof rawArticleContentSchema>;
