import { z } from 'zod';
import { list, num, str } from '@/lib/platform/primitives';
import { readerSentFields } from './readerSent.schema';

/** seekArticleDetail: a call for articles (docs/platform-api.md, "Calls for articles"). */
export const rawSeekArticleSchema = z.object({
  id: num(),
  linkID: num(),
  title: str(),
  content: str(),
  cover: str(),
  startTime: num(),
  endTime: num(),
  open: z.boolean(),
  submissionCount: num(),
});

/** seekArticleList: the calls for articles, open ones first. */
export const rawSeekArticleListSchema = z.object({
  list: list(rawSeekArticleSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});

/** inputArticleDetail / inputArticleList item: a reader's submission. */
export const rawSubmissionSchema = z.object({
  ...readerSentFields,
  seekId: num(),
  seekTitle: str(),
});

export const rawSubmissionListSchema = z.object({
  list: list(rawSubmissionSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});
