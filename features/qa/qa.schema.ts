import { z } from 'zod';
import { list, num, str } from '@/lib/platform/primitives';

// Q&A (docs/platform-api.md, "Q&A"): ask-bar topics, questions and answers, government Q&A
// (SPEC.md §3: images, audios, videos, answerPics, qaType, qaConfig), a member's public page.

export const rawTopicSchema = z.object({
  id: num(),
  title: str(),
  description: str(),
  pic: str(),
  xyID: num(),
  isOpen: num(1),
  questionCount: num(),
  created: str(),
});
export type RawTopic = z.output<typeof rawTopicSchema>;

export const rawTopicListSchema = z.object({
  list: list(rawTopicSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});

export const rawAnswerSchema = z.object({
  id: num(),
  questionID: num(),
  answerer: str(),
  content: str(),
  pics: list(z.string()),
  created: str(),
});
export type RawAnswer = z.output<typeof rawAnswerSchema>;

export const rawQuestionSchema = z.object({
  id: num(),
  subjectID: num(),
  content: str(),
  pics: list(z.string()),
  userID: num(),
  userName: str(),
  userIcon: str(),
  status: num(),
  replyNote: str(),
  countClick: num(),
  answerCount: num(),
  firstAnswer: rawAnswerSchema.nullable().default(null),
  created: str(),
  answered: str(),
});
export type RawQuestion = z.output<typeof rawQuestionSchema>;

export const rawQuestionListSchema = z.object({
  list: list(rawQuestionSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});
export type RawQuestionList = z.output<typeof rawQuestionListSchema>;

export const rawQuestionDetailSchema = rawQuestionSchema.extend({ subjectTitle: str(), subjectOpen: num(1) });
export type RawQuestionDetail = z.output<typeof rawQuestionDetailSchema>;

export const rawAnswerListSchema = z.object({
  list: list(rawAnswerSchema),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});
export type RawAnswerList = z.output<typeof rawAnswerListSchema>;

export const rawAskedSchema = z.object({ id: num(), status: num(), statusText: str() });

export const rawGovQaSchema = z.object({
  id: num(),
  title: str(),
  content: str(),
  asker: str(),
  region: str(),
  department: str(),
  answer: str(),
  images: list(z.string()),
  audios: list(z.string()),
  videos: list(z.string()),
  answerPics: list(z.string()),
  qaType: num(),
  // JSON text of display switches, as the platform keeps it (an object is taken too).
  qaConfig: z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]).default(null),
  countClick: num(),
  created: str(),
  answered: str(),
});
export type RawGovQa = z.output<typeof rawGovQaSchema>;

/** qaList: a page of answered government Q&As, as a list shows them (no text, no media). */
export const rawGovQaListSchema = z.object({
  list: list(
    rawGovQaSchema.pick({
      id: true,
      title: true,
      region: true,
      department: true,
      qaType: true,
      countClick: true,
      created: true,
      answered: true,
    }),
  ),
  totalCount: num(),
  hasMore: z.boolean().default(false),
});
export type RawGovQaListItem = z.output<typeof rawGovQaListSchema>['list'][number];

export const rawUserHomeSchema = z.object({
  userID: num(),
  nickname: str(),
  head: str(),
  joined: str(),
  questions: list(rawQuestionSchema),
  posts: list(
    z.object({ id: num(), circleID: num(), circleName: str(), content: str(), pics: list(z.string()), created: str() }),
  ),
});
export type RawUserHome = z.output<typeof rawUserHomeSchema>;
