import { defineCall } from '@/lib/platform/define';
import {
  rawAnswerListSchema,
  rawAskedSchema,
  rawGovQaListSchema,
  rawGovQaSchema,
  rawQuestionDetailSchema,
  rawQuestionListSchema,
  rawTopicListSchema,
  rawTopicSchema,
  rawUserHomeSchema,
} from './qa.schema';
import { tag } from '@/lib/cache/tags';
import { GOV_QA_PAGE_SIZE, QUESTION_PAGE_SIZE } from '@/features/qa/limits';

// Q&A (docs/platform-api.md, "Q&A"). Answered questions are public and shared between renders; a
// question becomes public when an editor answers it on the platform, which tells us nothing: the
// shared answers and pages show it within their lifetimes (docs/decisions/0026).

/** getSubject: an ask-bar topic. */
export const getSubjectCall = defineCall({
  name: 'getSubject',
  params: (id: number) => ({ id }),
  answer: rawTopicSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.topic(id)] },
});

/** subjectListAll: the first page (20) of every ask-bar topic of the site, open ones first (topicDetail without an id). */
export const subjectListAllCall = defineCall({
  name: 'subjectListAll',
  params: () => ({ page: 0, count: QUESTION_PAGE_SIZE }),
  answer: rawTopicListSchema,
  cache: { ttl: 'content', maxEntries: 1, tags: () => [tag.topic(0)] },
});

/** subjectList: a media account's ask-bar topics (its page lists them: secondary). */
export const subjectListCall = defineCall({
  name: 'subjectList',
  params: (xyId: number) => ({ xyId, page: 0, count: QUESTION_PAGE_SIZE }),
  answer: rawTopicListSchema,
  criticality: 'secondary',
  fallback: { list: [], totalCount: 0, hasMore: false },
  cache: { ttl: 'content', maxEntries: 200, tags: (xyId) => [tag.xy(xyId)] },
});

/** questionList: one page (0-based, 20) of a topic's answered questions, newest answer first. */
export const questionListCall = defineCall({
  name: 'questionList',
  // The gateway names the topic subjectID (SubjectController); the designed call id: both are sent.
  params: ({ id, page }: { id: number; page: number }) => ({ id, subjectID: id, page, count: QUESTION_PAGE_SIZE }),
  answer: rawQuestionListSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 200, when: ({ page }) => page === 0, tags: ({ id }) => [tag.topic(id)] },
});

/** questionListHot: a topic's most read answered questions (secondary: the page stands without them). */
export const questionListHotCall = defineCall({
  name: 'questionListHot',
  params: (id: number) => ({ id, subjectID: id, count: 5 }),
  answer: rawQuestionListSchema,
  criticality: 'secondary',
  fallback: { list: [], totalCount: 0, hasMore: false },
  cache: { ttl: 'content', maxEntries: 200, tags: (id) => [tag.topic(id)] },
});

/** questionDetail: one question with its topic; a question not yet answered is missing to all but its asker. */
export const questionDetailCall = defineCall({
  name: 'questionDetail',
  params: (id: number) => ({ id }),
  answer: rawQuestionDetailSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.question(id)] },
});

/** question/answerList: the answers to a question, oldest first (the first page: more than 20 answers to one question is not seen). */
export const answerListCall = defineCall({
  name: 'question/answerList',
  params: (id: number) => ({ id, page: 0, count: QUESTION_PAGE_SIZE }),
  answer: rawAnswerListSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.question(id)] },
});

export interface AskInput {
  topicId: number;
  content: string;
  pictureIds: readonly string[];
  /** One submit's key: a retried submit answers the question it already made. */
  requestKey: string;
}

/** askQuestion (POST, member token): a question under a topic, pending until an editor answers it. */
export const askQuestionCall = defineCall({
  name: 'askQuestion',
  method: 'POST',
  params: (input: AskInput) => ({
    subjectId: input.topicId,
    content: input.content,
    picIds: input.pictureIds.join(','),
    requestKey: input.requestKey,
  }),
  answer: rawAskedSchema,
  criticality: 'long',
});

/** myQuestions (member token): the member's own questions in every status, of one topic or all. */
export const myQuestionsCall = defineCall({
  name: 'myQuestions',
  params: (topicId: number | null) => (topicId === null ? {} : { subjectId: topicId }),
  answer: rawQuestionListSchema,
  // The reader's island waits for it as a page would; a failure is that island's to show.
});

/** qaList: one page (0-based, 20) of answered government Q&As, newest answer first; the first page is shared. */
export const qaListCall = defineCall({
  name: 'qaList',
  params: (page: number) => ({ page, count: GOV_QA_PAGE_SIZE }),
  answer: rawGovQaListSchema,
  cache: { ttl: 'content', maxEntries: 1, when: (page) => page === 0, tags: () => [tag.govQa(0)] },
});

/** qaDetail: a government Q&A (unanswered ones are missing). */
export const qaDetailCall = defineCall({
  name: 'qaDetail',
  params: (id: number) => ({ id }),
  answer: rawGovQaSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.govQa(id)] },
});

/** getUserHome: a member's public page (their name, avatar, answered questions and posts). */
export const getUserHomeCall = defineCall({
  name: 'getUserHome',
  params: (id: number) => ({ id }),
  answer: rawUserHomeSchema,
  nullWhenMissing: true,
  cache: { ttl: 'content', maxEntries: 500, tags: (id) => [tag.member(id)] },
});
