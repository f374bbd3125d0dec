import { z } from 'zod';
import type { ArticleSummary } from '@/features/articles/article.types';
import type { LiveReport, LiveStatusUpdate } from '@/features/live/live.types';
import type { SearchAccount, SearchResultPage } from '@/features/search/types';
import { SEARCH_TCLASSES } from '@/features/search/classes';
import { SEARCH_ORDERS } from '@/features/search/order';

// Answers our handlers share. A schema's output strips unknown fields, so each one must list
// every field of the product type it carries: answerSchemas.test.ts checks they are the same type.

/** A like toggled: the platform's new count, and whether this reader now likes it. */
/** A like's new count and state; `likes` null where the platform gave no count (the reader's own count stands: docs/decisions/0090). */
export const likeAnswer = z.object({ likes: z.number().int().min(0).nullable(), liked: z.boolean() });

const imageSet = z.object({ small: z.string(), middle: z.string(), big: z.string() });
const counts = z.object({ clicks: z.number(), comments: z.number(), likes: z.number(), shares: z.number() });

export const articleSummary = z.object({
  id: z.number(),
  columnId: z.number(),
  columnName: z.string(),
  kind: z.enum(['news', 'photos', 'video', 'special', 'link', 'live', 'h5']),
  title: z.string(),
  publishedAt: z.string().nullable(),
  image: imageSet,
  pictures: z.array(z.string()),
  counts,
  href: z.string(),
  external: z.boolean(),
  liveStatus: z.number().nullable(),
  durationSeconds: z.number(),
  isTop: z.boolean(),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
  picType: z.number().optional(),
  livePhase: z.enum(['preview', 'live', 'replay', 'ended']).nullable().optional(),
  subColumnId: z.number().optional(),
  sized: z
    .object({ thumb: z.string(), bigSrcSet: z.string(), pictures: z.array(z.string()), middle: z.string() })
    .optional(),
}) satisfies z.ZodType<ArticleSummary>;

/** One more page of an infinite list. */
export const listPageAnswer = z.object({ articles: z.array(articleSummary), hasMore: z.boolean() });

const searchAccount = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  href: z.string(),
}) satisfies z.ZodType<SearchAccount>;

export const searchResultPage = z.object({
  keyword: z.string(),
  tclass: z.literal(SEARCH_TCLASSES),
  order: z.enum(SEARCH_ORDERS),
  page: z.number(),
  articles: z.array(articleSummary.extend({ snippet: z.string() })),
  accounts: z.array(searchAccount),
  totalCount: z.number(),
  hasMore: z.boolean(),
}) satisfies z.ZodType<SearchResultPage>;

const liveReport = z.object({
  id: z.number(),
  pinned: z.boolean(),
  title: z.string(),
  publishedAt: z.string().nullable(),
  author: z.string(),
  authorIcon: z.string(),
  text: z.string(),
  pictures: z.array(z.string()),
  video: z.object({ url: z.string(), poster: z.string() }).nullable(),
}) satisfies z.ZodType<LiveReport>;

/** A live's status and one page of its reports: the catch-up after a lost socket, and the polling fallback. */
export const liveUpdateAnswer = z.object({
  status: z.object({
    id: z.number(),
    status: z.number(),
    liveUrl: z.string(),
    playbackUrl: z.string(),
  }) satisfies z.ZodType<LiveStatusUpdate>,
  reports: z.array(liveReport),
  hasMore: z.boolean(),
});
