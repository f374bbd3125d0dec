/** The official reply roles (docs/product.md §3): whoever answers for the site is marked as such. */
export type CommentRole = 'reader' | 'editor' | 'reporter' | 'official';

/** PLATFORM-FACTS.md: what a comment is about (comment sourceType). */
// circlePost (7) is not in PLATFORM-FACTS.md's list: the reference platform's code for a circle's post.
export const COMMENT_SOURCE = {
  article: 0,
  live: 1,
  paperArticle: 3,
  topicQa: 4,
  qa: 5,
  activity: 6,
  circlePost: 7,
} as const;
export type CommentSource = (typeof COMMENT_SOURCE)[keyof typeof COMMENT_SOURCE];

/** One comment, as components see it. `text` is the reader's raw text: render it as text, never as HTML. */
export interface Comment {
  id: number;
  /** What it is about. */
  sourceType: number;
  objectId: number;
  /** The thread's first comment; 0 when this is one. */
  rootId: number;
  parentId: number;
  author: { id: string; name: string; icon: string; role: CommentRole };
  /** Whom a reply to a reply answers; null for a thread's first comment and direct replies. */
  replyTo: string | null;
  text: string;
  likes: number;
  /** Replies in the thread (first comments only). */
  replies: number;
  /** ISO time, or null when the platform sent none. */
  createdAt: string | null;
  top: boolean;
  excellent: boolean;
  /** Waiting for review: only ever shown to its writer. */
  pending: boolean;
  location: string;
}

export interface CommentThread extends Comment {
  /** The thread's first replies, and whether it has more (replyAll shows them all). */
  preview: { replies: Comment[]; total: number; hasMore: boolean };
}

export interface CommentPage {
  threads: CommentThread[];
  /** Threads of the object. */
  total: number;
  /** 0-based. */
  page: number;
  hasMore: boolean;
}

export interface CommentReplies {
  main: Comment;
  replies: Comment[];
  total: number;
  page: number;
  hasMore: boolean;
}
