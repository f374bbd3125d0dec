import type {
  RawAnswer,
  RawGovQa,
  RawGovQaListItem,
  RawQuestion,
  RawQuestionDetail,
  RawTopic,
  RawUserHome,
} from './qa.schema';
import type {
  GovQa,
  GovQaSummary,
  GovQaType,
  MemberHome,
  OwnQuestion,
  QaAnswer,
  QaQuestion,
  QaTopic,
  QuestionPage,
  QuestionStatus,
} from '@/features/qa/qa.types';
import { askDetailRoute, qaDetailRoute, topicDetailRoute, userDetailRoute } from '@/features/qa/paths';
import { postDetailRoute } from '@/features/circles/paths';
import { toIsoTime } from '../articles/article.map';

const STATUSES: readonly QuestionStatus[] = ['pending', 'answered', 'declined'];
const GOV_QA_TYPES: Readonly<Record<number, GovQaType>> = {
  1: 'consultation',
  2: 'complaint',
  3: 'suggestion',
  4: 'help',
};

/** The platform's status number as ours; one we do not know reads as pending (nothing claimed public). */
export function questionStatus(status: number): QuestionStatus {
  return STATUSES[status] ?? 'pending';
}

const time = (text: string) => (text ? toIsoTime(text) : null);

export function mapTopic(raw: RawTopic): QaTopic {
  return {
    id: raw.id,
    title: raw.title,
    description: raw.description,
    picture: raw.pic,
    open: raw.isOpen === 1,
    questionCount: raw.questionCount,
    href: topicDetailRoute.href({ id: raw.id }),
  };
}

export function mapAnswer(raw: RawAnswer): QaAnswer {
  return {
    id: raw.id,
    answerer: raw.answerer,
    content: raw.content,
    pictures: raw.pics.filter(Boolean),
    answeredAt: time(raw.created),
  };
}

export function mapQuestion(raw: RawQuestion): QaQuestion {
  return {
    id: raw.id,
    topicId: raw.subjectID,
    content: raw.content,
    pictures: raw.pics.filter(Boolean),
    askerHref: raw.userID > 0 ? userDetailRoute.href({ id: raw.userID }) : null,
    askerName: raw.userName,
    status: questionStatus(raw.status),
    replyNote: raw.replyNote,
    answerCount: raw.answerCount,
    clicks: raw.countClick,
    firstAnswer: raw.firstAnswer ? mapAnswer(raw.firstAnswer) : null,
    askedAt: time(raw.created),
    answeredAt: time(raw.answered),
    href: askDetailRoute.href({ id: raw.id }),
  };
}

/** Lists show answered questions only, whatever else a platform sends. */
export function publicQuestions(raws: readonly RawQuestion[]): QaQuestion[] {
  return raws.map(mapQuestion).filter((q) => q.status === 'answered');
}

export function mapQuestionPage(raw: RawQuestionDetail, answers: readonly RawAnswer[]): QuestionPage {
  return {
    question: mapQuestion(raw),
    topic: {
      id: raw.subjectID,
      title: raw.subjectTitle,
      open: raw.subjectOpen === 1,
      href: topicDetailRoute.href({ id: raw.subjectID }),
    },
    answers: answers.map(mapAnswer),
  };
}

export function mapOwnQuestion(raw: RawQuestion): OwnQuestion {
  const q = mapQuestion(raw);
  return {
    id: q.id,
    topicId: q.topicId,
    content: q.content,
    pictures: q.pictures,
    status: q.status,
    replyNote: q.replyNote,
    askedAt: q.askedAt,
    href: q.href,
  };
}

/** qaConfig: JSON text (or an object) of display switches; anything else reads as none set. */
export function qaConfigOf(value: RawGovQa['qaConfig']): { showAsker: boolean; discussClosed: boolean } {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  const config = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const on = (key: string) => config[key] === 1 || config[key] === true || config[key] === '1';
  // The asker shows unless the config says otherwise: a missing switch is the platform's default.
  return { showAsker: Object.hasOwn(config, 'showAsker') ? on('showAsker') : true, discussClosed: on('discussClosed') };
}

export function mapGovQa(raw: RawGovQa): GovQa {
  const config = qaConfigOf(raw.qaConfig);
  return {
    id: raw.id,
    title: raw.title,
    content: raw.content,
    asker: config.showAsker && raw.asker ? raw.asker : null,
    region: raw.region,
    department: raw.department,
    answer: raw.answer,
    images: raw.images.filter(Boolean),
    audios: raw.audios.filter(Boolean),
    videos: raw.videos.filter(Boolean),
    answerPictures: raw.answerPics.filter(Boolean),
    type: GOV_QA_TYPES[raw.qaType] ?? null,
    commentsClosed: config.discussClosed,
    clicks: raw.countClick,
    askedAt: time(raw.created),
    answeredAt: time(raw.answered),
    href: qaDetailRoute.href({ id: raw.id }),
  };
}

export function mapGovQaSummary(raw: RawGovQaListItem): GovQaSummary {
  return {
    id: raw.id,
    title: raw.title,
    region: raw.region,
    department: raw.department,
    type: GOV_QA_TYPES[raw.qaType] ?? null,
    clicks: raw.countClick,
    answeredAt: time(raw.answered),
    href: qaDetailRoute.href({ id: raw.id }),
  };
}

export function mapMemberHome(raw: RawUserHome): MemberHome {
  return {
    id: raw.userID,
    name: raw.nickname,
    avatar: raw.head,
    joinedAt: time(raw.joined),
    questions: publicQuestions(raw.questions),
    posts: raw.posts.map((p) => ({
      id: p.id,
      circleId: p.circleID,
      circleName: p.circleName,
      content: p.content,
      pictures: p.pics.filter(Boolean),
      createdAt: time(p.created),
      href: postDetailRoute.href({ id: p.id }),
    })),
    href: userDetailRoute.href({ id: raw.userID }),
  };
}
