import { z } from 'zod';
import { rawArticleListSchema } from './article';
import { rawColumnSchema, rawColumnsSchema } from './column';
import { rawSiteConfigSchema } from './config';
import { num, str } from './primitives';
import { rawArticleContentSchema } from './articleContent';
import { rawHotWordsSchema, rawSearchClassifySchema, rawSearchResultSchema } from './search';

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
  getColumn: rawColumnSchema,
  getArticles: rawArticleListSchema,
  getArticlesNew: rawArticleListSchema,
  getArticleContent: rawArticleContentSchema,
  myArticleContent: rawArticleContentSchema,
  getAnonymousToken: z.object({ token: str(), expiresIn: num() }),
  authinfo: z.object({ appKey: str(), appSecret: str() }),
  auth: z.object({ authToken: str(), expiresIn: num() }),
};
