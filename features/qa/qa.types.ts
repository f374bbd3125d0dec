/** An ask-bar topic (docs/product.md §2 'ask-bar topic'): a subject readers ask questions under. */
export interface QaTopic {
  id: number;
  title: string;
  description: string;
  picture: string;
  /** Takes new questions; a closed topic still shows its answered ones. */
  open: boolean;
  /** Answered (public) questions. */
  questionCount: number;
  href: string;
}

export interface QaAnswer {
  id: number;
  answerer: string;
  content: string;
  pictures: string[];
  /** ISO 8601, or null when the platform gave no time. */
  answeredAt: string | null;
}

export type QuestionStatus = 'pending' | 'answered' | 'declined';

export interface QaQuestion {
  id: number;
  topicId: number;
  content: string;
  pictures: string[];
  /** The asker's public page, when they are a member (`/userDetail/{id}.html`), else null. */
  askerHref: string | null;
  askerName: string;
  status: QuestionStatus;
  /** Why a declined question was not taken up (its asker reads it). */
  replyNote: string;
  answerCount: number;
  clicks: number;
  firstAnswer: QaAnswer | null;
  askedAt: string | null;
  answeredAt: string | null;
  /** Its own page: only answered questions have one anyone can open. */
  href: string;
}

export interface TopicPage {
  topic: QaTopic;
  questions: QaQuestion[];
  hot: QaQuestion[];
  /** 1-based page of `questions`. */
  page: number;
  hasMore: boolean;
}

export interface QuestionPage {
  question: QaQuestion;
  topic: { id: number; title: string; open: boolean; href: string };
  answers: QaAnswer[];
}

/** docs/product.md §3: qaType of a government Q&A. */
export type GovQaType = 'consultation' | 'complaint' | 'suggestion' | 'help';

/** A government Q&A (docs/product.md §2 'government Q&A detail'). */
export interface GovQa {
  id: number;
  title: string;
  content: string;
  /** Null when its qaConfig does not show the asker. */
  asker: string | null;
  region: string;
  department: string;
  answer: string;
  images: string[];
  audios: string[];
  videos: string[];
  answerPictures: string[];
  type: GovQaType | null;
  /** qaConfig discussClosed: its comments show but take no more. */
  commentsClosed: boolean;
  clicks: number;
  askedAt: string | null;
  answeredAt: string | null;
  href: string;
}

/** A government Q&A as the list shows it (qaDetail without an id). */
export type GovQaSummary = Pick<
  GovQa,
  'id' | 'title' | 'region' | 'department' | 'type' | 'clicks' | 'answeredAt' | 'href'
>;

/** A page (0-based) of the government Q&A list. */
export interface GovQaListPage {
  items: GovQaSummary[];
  page: number;
  hasMore: boolean;
}

export interface MemberPost {
  id: number;
  circleId: number;
  circleName: string;
  content: string;
  pictures: string[];
  createdAt: string | null;
  href: string;
}

/** A member's public page (docs/product.md §2 userDetail). */
export interface MemberHome {
  id: number;
  name: string;
  avatar: string;
  joinedAt: string | null;
  questions: QaQuestion[];
  posts: MemberPost[];
  href: string;
}

/** One of the reader's own questions, as the ask island shows it (any status). */
export interface OwnQuestion {
  id: number;
  topicId: number;
  content: string;
  pictures: string[];
  status: QuestionStatus;
  replyNote: string;
  askedAt: string | null;
  href: string;
}
