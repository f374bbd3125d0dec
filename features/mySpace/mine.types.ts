import type { Tipoff, TipoffStatus } from '@/features/tipoffs/tipoff.types';

// What the member's own pages show (docs/product.md §2, the member's own pages).

/** One page of one of the member's lists (0-based pages of 20). */
export interface OwnPage<T> {
  items: T[];
  hasMore: boolean;
  total: number;
}

/** A comment's review state: public, waiting for review, or refused by it. */
export type CommentState = 'public' | 'pending' | 'rejected';

export interface MyComment {
  id: number;
  content: string;
  state: CommentState;
  /** What it was posted under ('' when the platform no longer has it) and the page of its comments. */
  where: { title: string; href: string };
  writtenAt: string;
}

export interface MyFollow {
  id: number;
  name: string;
  icon: string;
  description: string;
  href: string;
}

/** A reporter I follow (docs/decisions/0064). */
export interface MyReporter {
  id: number;
  name: string;
  icon: string;
  desk: string;
  href: string;
}

export type MyQuestionStatus = 'pending' | 'answered' | 'declined';

export interface MyQuestion {
  id: number;
  content: string;
  status: MyQuestionStatus;
  replyNote: string;
  /** The topic it was asked under; its page shows the reader their own questions in every status. */
  topic: { title: string; href: string };
  askedAt: string;
}

export interface MyPost {
  id: number;
  circleName: string;
  content: string;
  /** The first picture, or '' */
  picture: string;
  href: string;
  postedAt: string;
}

export interface MyTipoff extends Tipoff {
  href: string;
}

/** 'live': a live the member asked to be reminded of has gone on air (docs/decisions/0062). */
export type MessageKind = 'reply' | 'answer' | 'tipoff' | 'registration' | 'live';

/** The state a message reports: an answer or refusal, a tip-off's handling, a registration's decision. */
export type MessageState = MyQuestionStatus | TipoffStatus | 'accepted' | 'none';

export interface Message {
  /** Unique across kinds ('reply-12'). */
  id: string;
  kind: MessageKind;
  /** What it is about (my comment, question, tip-off, the activity). */
  title: string;
  /** The reply or answer itself, or the newsroom's note ('' when none). */
  content: string;
  state: MessageState;
  href: string;
  at: string;
  unread: boolean;
}

export interface MessagePage extends OwnPage<Message> {
  unread: number;
}
