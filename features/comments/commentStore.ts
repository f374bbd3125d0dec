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
}

const INITIAL: ReaderState = { signedIn: null, mine: new Set(), own: [], deleted: new Set(), likes: new Map(), replyTo: null };

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
  posted(comment: Comment) {
    update((s) => ({ ...s, signedIn: true, own: mergeOwn([comment], s.own), mine: new Set([...s.mine, comment.id]), replyTo: null }));
  },
  deleted(commentId: number) {
    update((s) => ({ ...s, deleted: new Set([...s.deleted, commentId]), own: s.own.filter((c) => c.id !== commentId) }));
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
