import { z } from 'zod';
import { aliased, flag, id, list, num, str } from '@/lib/platform/primitives';

export const rawVideoSchema = z.object({
  appPlaybackUrl: str(),
  appLiveUrl: str(),
  playbackUrls: list(z.string()),
});

/** `config` arrives as an object, or as JSON text on older calls. */
export const rawArticleConfigSchema = z
  .union([z.string(), z.record(z.string(), z.unknown()), z.null()])
  .default(null)
  .transform((value) => {
    if (typeof value === 'string') {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return {};
      }
    }
    return value ?? {};
  })
  .pipe(z.object({ videos: list(rawVideoSchema) }).catch({ videos: [] }));

export const rawTagSchema = z.object({ id: num(), name: str(), order: num() });

export const rawArticleItemShape = z.object({
  fileId: id(),
  title: str(),
  listTitle: str(),
  publishtime: str(),
  colID: num(),
  colName: str(),
  articleType: num(),
  picType: num(),
  picBig: str(),
  picMiddle: str(),
  picSmall: str(),
  pic_list: list(z.string()),
  pic_list_title: list(str()),
  shareUrl: str(),
  linkID: num(),
  linkUrl: str(),
  countClick: num(),
  countDiscuss: num(),
  countPraise: num(),
  countShare: num(),
  videoUrl: str(),
  duration: num(),
  tags: list(rawTagSchema),
  isTop: flag(),
  position: num(-1),
  liveStatus: num(-1),
  liveStartTime: str(),
  config: rawArticleConfigSchema,
  subColumnID: num(),
  aStatus: num(1),
  xyAccountID: num(),
  shareClosed: flag(),
});

/**
 * An article list item, designed or real: only `fileId` is required (an item without one is left
 * out of its list, never the page). The real platform's items name the column `columnID` in some
 * lists and the live article's own live `linkID` (docs/platform-api.md, "Dialects").
 */
export const ARTICLE_ITEM_ALIASES = {
  colID: ['columnID', 'columnId'],
  picSmall: ['picS'],
  picMiddle: ['picM'],
  picBig: ['picB'],
} as const;
export const rawArticleItemSchema = aliased(ARTICLE_ITEM_ALIASES, rawArticleItemShape);
export type RawArticleItem = z.output<typeof rawArticleItemSchema>;

export const rawAdSchema = z.object({
  advID: num(),
  title: str(),
  type: num(),
  imgUrl: str(),
  contentUrl: str(),
  sizeScale: str(),
  startTime: str(),
  endTime: str(),
  pageTime: num(),
  adOrder: num(),
  position: num(-1),
});
export type RawAd = z.output<typeof rawAdSchema>;

export const rawModuleItemSchema = z.object({
  id: num(),
  cmiName: str(),
  duty: str(),
  description: str(),
  url: str(),
  columnID: num(),
  groupID: num(),
  icon: str(),
});

/** A module group: `type` 1 service links, 2 column entries; `hasMore` when moduleView has more than the list. */
export const rawModuleSchema = z.object({
  id: num(),
  type: num(),
  title: str(),
  hasMore: flag(),
  list: list(rawModuleItemSchema),
});
export type RawModule = z.output<typeof rawModuleSchema>;
export type RawModuleItem = z.output<typeof rawModuleItemSchema>;

export const rawArticleListSchema = z.object({
  list: list(rawArticleItemSchema),
  modules: list(rawModuleSchema),
  liveArticles: list(rawArticleItemSchema),
  carousel: list(rawArticleItemSchema),
  topModule: z.union([z.object({ title: str(), list: list(rawArticleItemSchema) }), z.null()]).default(null),
  adv: list(rawAdSchema),
  hasMore: flag().optional(),
  totalCount: num(),
});
export type RawArticleList = z.output<typeof rawArticleListSchema>;

/** articleHot: the most read of the newest articles. */
export const rawArticleHotSchema = z.object({ list: list(rawArticleItemSchema) });
