import { z } from 'zod';
import { rawAdSchema, rawArticleListSchema } from './article';
import { rawColumnDetailSchema, rawColumnsSchema } from './column';
import { rawSiteConfigSchema } from './config';
import { list, num, str } from './primitives';
import { rawArticleContentSchema } from './articleContent';
import { wxSignatureSchema } from './wx';
import { eventAnswerSchema } from './event';
import { rawHotWordsSchema, rawSearchClassifySchema, rawSearchResultSchema } from './search';
import { rawModuleViewSchema } from './module';
import { rawTagArticlesSchema } from './tag';
import { rawSpecialSchema } from './special';
import { rawLiveComingSchema } from './live';
import { rawCatsSchema, rawCatXysSchema } from './subscription';
import {
  rawShortVideoAttachSchema, rawShortVideoCategoriesSchema, rawShortVideoCommonSchema, rawShortVideoListSchema,
  rawShortVideoSchema, rawShortVideoShareSchema,
} from './shortVideo';
import {
  rawDayScoresSchema, rawInviteCodeSchema, rawLoginSchema, rawScoreListSchema, rawSmsSentSchema, rawUseInviteSchema,
  rawUserInfoSchema, rawWxUserinfoSchema,
} from './member';

/**
 * The client's answer schema for each platform call it makes, by call name. The contract test
 * validates every answer the platform gave during the test suite against this table, so the
 * platform and the client cannot drift apart (docs/platform-api.md).
 */
export const ANSWER_SCHEMAS: Record<string, z.ZodType> = {
  searchClassify: rawSearchClassifySchema,
  searchAllInTime: rawSearchResultSchema,
  searchWordDely: rawHotWordsSchema,
  getConfig: rawSiteConfigSchema,
  getColumns: rawColumnsSchema,
  getColumn: rawColumnDetailSchema,
  getArticles: rawArticleListSchema,
  getArticlesNew: rawArticleListSchema,
  moduleView: rawModuleViewSchema,
  tagScreenArticles: rawTagArticlesSchema,
  getSubSpecialArticles: rawSpecialSchema,
  liveComing: rawLiveComingSchema,
  getCats: rawCatsSchema,
  getCatXys: rawCatXysSchema,
  getArticleContent: rawArticleContentSchema,
  myArticleContent: rawArticleContentSchema,
  'wx/signature': wxSignatureSchema,
  'wx/getWxUserinfoByCode': rawWxUserinfoSchema,
  'member/sendSmsCode': rawSmsSentSchema,
  'member/loginByCode': rawLoginSchema,
  'member/loginByPassword': rawLoginSchema,
  'member/getUserInfo': rawUserInfoSchema,
  'invite/getInviteCode': rawInviteCodeSchema,
  'invite/useInviteCode': rawUseInviteSchema,
  myDayScoreSts: rawDayScoresSchema,
  myScoreList: rawScoreListSchema,
  event: eventAnswerSchema,
  getAnonymousToken: z.object({ token: str(), expiresIn: num() }),
  authinfo: z.object({ appKey: str(), appSecret: str() }),
  auth: z.object({ authToken: str(), expiresIn: num() }),
  getArticleAds: z.object({ list: list(rawAdSchema) }),
  // The short-video service, keyed by service (its call names overlap app_if's).
  'mvod/article': rawShortVideoSchema,
  'mvod/attach': rawShortVideoAttachSchema,
  'mvod/articleList': rawShortVideoListSchema,
  'mvod/categoryList': rawShortVideoCategoriesSchema,
  'mvod/commonInfo': rawShortVideoCommonSchema,
  'mvod/shareInfo': rawShortVideoShareSchema,
  'mvod/event': eventAnswerSchema,
};
