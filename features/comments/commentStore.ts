'use client';

import { useSyncExternalStore } from 'react';
import type { Comment } from '@/features/comments/comment.types';
import { valueStore } from '@/lib/client/valueStore';

/**
 * What one reader's islands on a comment list share (the list itself is server-rendered and the
 * same for everyone): whether they are signed in, which comments are theirs, what they posted,
 * liked or deleted since load, and which comment the input answers. Module state: one per page.
 */
export interface ReplyTarget {
  commentId: number;
  name: string;
}

export interface ReaderState {
  /** null until /api/comments/mine answered. */
  signedIn: boolean | null;
  mine: ReadonlySet<number>;
  /** Own comments from myDiscuss and this visit, newest first: pending ones are shown to their writer only. */
  own: readonly Comment[];
  deleted: ReadonlySet<number>;
  /** Likes this visit, by comment id: the platform's count and state. */
  likes: ReadonlyMap<number, { likes: number; liked: boolean }>;
  replyTo: ReplyTarget | null;
  /** Published on this visit: the shared list has them only after a reload. */
  postedNow: ReadonlySet<number>;
  /** Whom this visit's replies answer, for their label (the platform names it only for replies to replies). */
  replyNames: ReadonlyMap<number, string>;
  /** Threads the page shows: an own reply is listed under its thread when it is here, else by the input. */
  threads: ReadonlyMap<number, number>;
  /** Published comments added (+) and deleted (-) on this visit: what the shown count moves by. */
  countDelta: number;
}

const INITIAL: ReaderState = {
  signedIn: null,
  mine: new Set(),
  own: [],
  deleted: new Set(),
  likes: new Map(),
  replyTo: null,
  postedNow: new Set(),
  replyNames: new Map(),
  threads: new Map(),
  countDelta: 0,
};

/** The thread a comment belongs to: itself for a first comment. */
export function threadOf(comment: Pick<Comment, 'id' | 'rootId' | 'parentId'>): number {
  return comment.rootId || comment.parentId || comment.id;
}

const store = valueStore(INITIAL);

function update(change: (current: ReaderState) => ReaderState): void {
  store.set(change(store.get()));
}

export function useCommentReader(): ReaderState {
  return useSyncExternalStore(store.subscribe, store.get, () => INITIAL);
}

function mergeOwn(incoming: readonly Comment[], known: readonly Comment[]): Comment[] {
  const byId = new Map<number, Comment>();
  for (const comment of [...incoming, ...known]) if (!byId.has(comment.id)) byId.set(comment.id, comment);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export const commentReader = {
  known(signedIn: boolean, own: readonly Comment[]) {
    update((s) => ({ ...s, signedIn, own: mergeOwn(own, s.own), mine: new Set([...s.mine, ...own.map((c) => c.id)]) }));
  },
  posted(comment: Comment, answering: ReplyTarget | null = null) {
    update((s) => ({
      ...s,
      signedIn: true,
      own: mergeOwn([comment], s.own),
      mine: new Set([...s.mine, comment.id]),
      replyTo: null,
      postedNow: new Set([...s.postedNow, comment.id]),
      replyNames: answering ? new Map([...s.replyNames, [comment.id, answering.name]]) : s.replyNames,
      // A comment waiting for review is not counted (docs/product.md §4: counts are published comments).
      countDelta: s.countDelta + (comment.pending ? 0 : 1),
    }));
  },
  /** `published`: it was counted (not one waiting for review). */
  deleted(commentId: number, published = true) {
    update((s) =>
      s.deleted.has(commentId)
        ? s
        : {
            ...s,
            deleted: new Set([...s.deleted, commentId]),
            own: s.own.filter((c) => c.id !== commentId),
            countDelta: s.countDelta - (published ? 1 : 0),
          },
    );
  },
  /** A thread shown on the page (counted: the same thread may be under hot and latest); returns its release. */
  showsThread(threadId: number): () => void {
    update((s) => ({ ...s, threads: new Map([...s.threads, [threadId, (s.threads.get(threadId) ?? 0) + 1]]) }));
    return () =>
      update((s) => {
        const threads = new Map(s.threads);
        const left = (threads.get(threadId) ?? 1) - 1;
        if (left > 0) threads.set(threadId, left);
        else threads.delete(threadId);
        return { ...s, threads };
      });
  },
  liked(commentId: number, answer: { likes: number; liked: boolean }) {
    update((s) => ({ ...s, likes: new Map([...s.likes, [commentId, answer]]) }));
  },
  replyTo(target: ReplyTarget | null) {
    update((s) => ({ ...s, replyTo: target }));
  },
  /** Tests: a fresh page. */
  reset() {
    update(() => INITIAL);
  },
};
