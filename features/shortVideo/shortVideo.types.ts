import type { Counts } from '../articles/article.types';

/** A short video as a list item (related videos). */
export interface ShortVideoSummary {
  id: number;
  title: string;
  categoryId: number;
  author: { name: string; icon: string };
  cover: string;
  durationSeconds: number;
  publishedAt: string | null;
  counts: Counts;
}

/** A short video for its page: the summary, its text and the file to play. */
export interface ShortVideo extends ShortVideoSummary {
  summary: string;
  shareClosed: boolean;
  /** HLS where the service has it, else the mp4; '' when it has no file. */
  src: string;
  /** Width / height of the file; the player letterboxes it in its vertical frame. */
  ratio: number;
}
