import { z } from 'zod';
import type { Comment, CommentPage, CommentReplies, CommentThread } from '@/features/comments/comment.types';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { naturalNumber, positiveId } from '@/lib/http/handler';

// What the comment handlers (app/api/comments/**) take and answer. Each schema lists every field
// of the product type it carries (`satisfies` keeps them the same type).

/** The comment sourceType codes (PLATFORM-FACTS.md): anything else is refused before a platform call. */
export const commentSource = () =>
  naturalNumber().pipe(z.union(Object.values(COMMENT_SOURCE).map((code) => z.literal(code))));

/** docs/product.md §3, comments: what one comment may hold (the platform says the same). */
export const COMMENT_MAX_LENGTH = 500;

export const commentTarget = { sourceType: commentSource(), objectId: positiveId() };

export const comment = z.object({
  id: z.number(),
  sourceType: z.number(),
  objectId: z.number(),
  rootId: z.number(),
  parentId: z.number(),
  author: z.object({
    id: z.string(),
    name: z.string(),
    icon: z.string(),
    role: z.enum(['reader', 'editor', 'reporter', 'official']),
  }),
  replyTo: z.string().nullable(),
  text: z.string(),
  likes: z.number(),
  replies: z.number(),
  createdAt: z.string().nullable(),
  top: z.boolean(),
  excellent: z.boolean(),
  pending: z.boolean(),
  location: z.string(),
}) satisfies z.ZodType<Comment>;

const thread = comment.extend({
  preview: z.object({ replies: z.array(comment), total: z.number(), hasMore: z.boolean() }),
}) satisfies z.ZodType<CommentThread>;

export const commentPage = z.object({
  threads: z.array(thread),
  total: z.number(),
  page: z.number(),
  hasMore: z.boolean(),
}) satisfies z.ZodType<CommentPage>;

export const commentReplies = z.object({
  main: comment,
  replies: z.array(comment),
  total: z.number(),
  page: z.number(),
  hasMore: z.boolean(),
}) satisfies z.ZodType<CommentReplies>;
