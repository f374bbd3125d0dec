import { z } from 'zod';
import { rawArticleItemSchema } from '../articles/article.schema';
import { list, num, presentNum, str } from '@/lib/platform/primitives';

// Reporters and their dynamics (docs/platform-api.md, "Media accounts and reporters").

export const rawAuthorInfoSchema = z.object({
  id: num(),
  name: str(),
  icon: str(),
  desk: str(),
  intro: str(),
  articleCount: num(),
  xyID: num(),
  xyName: str(),
  xyStatus: num(),
  xyForbidden: num(),
});
export type RawAuthorInfo = z.output<typeof rawAuthorInfoSchema>;

export const rawReporterArticlesSchema = z.object({ list: list(rawArticleItemSchema) });
export type RawReporterArticles = z.output<typeof rawReporterArticlesSchema>;

export const rawDynamicSchema = z.object({
  id: num(),
  content: str(),
  publishtime: str(),
  pics: list(z.string()),
  reporterID: num(),
  reporterName: str(),
  reporterIcon: str(),
  xyID: num(),
  xyName: str(),
  xyStatus: num(),
  xyForbidden: num(),
});
export type RawDynamic = z.output<typeof rawDynamicSchema>;

export const rawDynamicListSchema = z.object({ list: list(rawDynamicSchema) });
export type RawDynamicList = z.output<typeof rawDynamicListSchema>;

// Following a reporter (docs/decisions/0064): topicSub type 5 answers as for an account (rawTopicSubSchema).

/** getStatusReporters: which of the asked reporters the member follows. */
export const rawStatusReportersSchema = z.object({ list: list(z.object({ reporterID: presentNum(), isSub: num() })) });
