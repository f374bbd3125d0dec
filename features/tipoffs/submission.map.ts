import type { z } from 'zod';
import type { rawSeekArticleSchema, rawSubmissionSchema } from './submission.schema';
import type { SeekArticle, Submission, SubmissionStatus } from '@/features/tipoffs/submission.types';

const STATUSES: readonly SubmissionStatus[] = ['received', 'reviewing', 'published', 'declined'];

export function mapSeekArticle(raw: z.output<typeof rawSeekArticleSchema>): SeekArticle {
  return {
    id: raw.id,
    linkId: raw.linkID,
    title: raw.title,
    content: raw.content,
    cover: raw.cover,
    startsAt: raw.startTime,
    endsAt: raw.endTime,
    open: raw.open,
    submissions: raw.submissionCount,
  };
}

export function mapSubmission(raw: z.output<typeof rawSubmissionSchema>): Submission {
  return {
    id: raw.id,
    seekId: raw.seekId,
    seekTitle: raw.seekTitle,
    title: raw.title,
    content: raw.content,
    pictures: raw.pics.filter(Boolean),
    videos: raw.videos.filter(Boolean),
    audios: raw.audios.filter(Boolean),
    // A status we do not know reads as received: nothing claimed.
    status: STATUSES[raw.status] ?? 'received',
    reply: raw.reply,
    sentAt: raw.created,
  };
}
