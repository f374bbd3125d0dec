import type { Counts } from '../articles/article.types';

/** A short video as a list item (related videos). */
export interface ShortVideoSummary {
  id: number;
  title: string;
  categoryId: number;
  /** The category's name as the service gives it with the clip ('' when it gives none). */
  categoryName: string;
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

/** A category of the short-video service: a tab of the short-video list. */
export interface ShortVideoCategory {
  id: number;
  name: string;
}

/** What the service says of every clip (commonInfo), or its defaults when it says nothing. */
export interface ShortVideoCommon {
  /** How many related clips a clip's page shows (docs/product.md §9: 4). */
  relatedSize: number;
  /** The cover of a clip that has none ('' for none). */
  defaultCover: string;
  /** The vertical frame of the player, width / height (9:16 unless the service says otherwise). */
  frameRatio: number;
}

/** A clip's share card: what weixin, the app's share and the panel show of it (shareInfo). */
export interface ShortVideoShareCard {
  title: string;
  description: string;
  /** Absolute picture address, '' when neither the card nor the clip has one. */
  image: string;
  closed: boolean;
}

/** One page of a category's clips (or of all clips). */
export interface ShortVideoListPage {
  clips: ShortVideoSummary[];
  /** 0-based, as the site's `?page=N`. */
  page: number;
  hasMore: boolean;
}

/** The clips before and after one in its category (newest first): the previous and the next. */
export interface ClipNeighbours {
  previous: ShortVideoSummary | null;
  next: ShortVideoSummary | null;
}
