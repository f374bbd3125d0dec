import 'server-only';
import { platformCall } from '@/lib/platform/call';
import {
  mapGovQa,
  mapGovQaSummary,
  mapMemberHome,
  mapOwnQuestion,
  mapQuestionPage,
  mapTopic,
  publicQuestions,
  questionStatus,
} from '../qa.map';
import type {
  GovQa,
  GovQaListPage,
  MemberHome,
  OwnQuestion,
  QaTopic,
  QuestionPage,
  QuestionStatus,
  TopicPage,
} from '@/features/qa/qa.types';
import {
  answerListCall,
  askQuestionCall,
  getSubjectCall,
  getUserHomeCall,
  myQuestionsCall,
  qaDetailCall,
  qaListCall,
  questionDetailCall,
  questionListCall,
  questionListHotCall,
  subjectListAllCall,
  subjectListCall,
  type AskInput,
} from '../calls';

/** topicDetail: a topic, one page (1-based) of its answered questions and the hot ones; null when there is no such topic. */
export async function getTopicPage(id: number, page: number): Promise<TopicPage | null> {
  const [topic, list, hot] = await Promise.all([
    platformCall(getSubjectCall, id),
    platformCall(questionListCall, { id, page: page - 1 }),
    page === 1 ? platformCall(questionListHotCall, id) : Promise.resolve(null),
  ]);
  if (!topic || !list) return null;
  return {
    topic: mapTopic(topic),
    questions: publicQuestions(list.list),
    hot: publicQuestions(hot?.list ?? []),
    page,
    hasMore: list.hasMore,
  };
}

/** A media account's ask-bar topics (none when the platform does not answer in time). */
/** topicDetail without an id: the site's ask-bar topics, open ones first (the first 20). */
export async function getAllTopics(): Promise<QaTopic[]> {
  return (await platformCall(subjectListAllCall)).list.map(mapTopic);
}

export async function getAccountTopics(xyId: number): Promise<QaTopic[]> {
  return (await platformCall(subjectListCall, xyId)).list.map(mapTopic);
}

/** askDetail: an answered question, its topic and answers; null when there is none (or it is not public yet). */
export async function getQuestionPage(id: number): Promise<QuestionPage | null> {
  const [question, answers] = await Promise.all([
    platformCall(questionDetailCall, id),
    platformCall(answerListCall, id),
  ]);
  if (!question || !answers) return null;
  const page = mapQuestionPage(question, answers.list);
  // Only an answered question has a public page, whatever the platform answers a render.
  return page.question.status === 'answered' ? page : null;
}

/** qaDetail without an id: a page (0-based) of the answered government Q&As. */
export async function getGovQaList(page: number): Promise<GovQaListPage> {
  const raw = await platformCall(qaListCall, page);
  return { items: raw.list.map(mapGovQaSummary), page, hasMore: raw.hasMore };
}

/** qaDetail / newQaDetail: a government Q&A; null when there is none. */
export async function getGovQa(id: number): Promise<GovQa | null> {
  const raw = await platformCall(qaDetailCall, id);
  return raw && mapGovQa(raw);
}

/** userDetail: a member's public page; null when there is no such member. */
export async function getMemberHome(id: number): Promise<MemberHome | null> {
  const raw = await platformCall(getUserHomeCall, id);
  return raw && mapMemberHome(raw);
}

/** The signed-in member asks a question: it is pending until an editor answers it. */
export async function askQuestion(
  input: AskInput,
  member: { token: string; device: string },
): Promise<{ id: number; status: QuestionStatus }> {
  const answer = await platformCall(askQuestionCall, input, { memberToken: member.token, device: member.device });
  return { id: answer.id, status: questionStatus(answer.status) };
}

/** The member's own questions of a topic, every status, newest first. */
export async function getOwnQuestions(
  topicId: number,
  member: { token: string; device: string },
): Promise<OwnQuestion[]> {
  const raw = await platformCall(myQuestionsCall, topicId, { memberToken: member.token, device: member.device });
  return raw.list.map(mapOwnQuestion);
}
