// The product's own article types; components never see the platform's raw shapes.
import type { ModuleGroup } from '../columns/module.types';
import type { LivePhase } from '@/features/live/liveState';

/** docs/product.md §3: article type labels. */
export const ARTICLE_KIND_BY_CODE = {
  0: 'news',
  1: 'photos',
  2: 'video',
  3: 'special',
  4: 'link',
  6: 'live',
  12: 'h5',
} as const;
export type ArticleKind = (typeof ARTICLE_KIND_BY_CODE)[keyof typeof ARTICLE_KIND_BY_CODE];

export interface ImageSet {
  small: string;
  middle: string;
  big: string;
}

export interface Counts {
  clicks: number;
  comments: number;
  likes: number;
  shares: number;
}

export interface ArticleSummary {
  id: number;
  columnId: number;
  columnName: string;
  kind: ArticleKind;
  title: string;
  publishedAt: string | null; // ISO 8601
  image: ImageSet;
  pictures: string[];
  counts: Counts;
  /** In-app path (without base path), e.g. /newsDetail/12/1000.html, or an external URL. */
  href: string;
  external: boolean;
  liveStatus: number | null;
  durationSeconds: number;
  isTop: boolean;
  tags: { id: number; name: string }[];
  /** The platform's list layout (picType): 0 no picture, 1 small thumbnail, 2 big picture, 3 three pictures. */
  picType?: number;
  /** Special topics: the topic's own column (subColumnID), whose specDetail page is the topic's canonical address. */
  subColumnId?: number;
  /** Live articles: preview, live, replay or ended (features/live/liveState), from the status and the stream addresses. */
  livePhase?: LivePhase | null;
  /** Its pictures sized for the card's boxes through the site's image suffix (features/articles/sizedPictures.ts); absent: the plain URLs. */
  sized?: SizedPictures;
}

/** What a card's img elements take in place of the plain URLs (docs/decisions/0059). */
export interface SizedPictures {
  /** The small thumbnail's src (a small style). */
  thumb: string;
  /** The big picture's srcset, up to the picture as stored. */
  bigSrcSet: string;
  /** The three pictures' srcs (small styles). */
  pictures: string[];
  /** The middle picture's src in the middle style (the live strip's cards). */
  middle: string;
}

export interface Ad {
  id: number;
  title: string;
  imageUrl: string;
  targetUrl: string;
  /** Index in the list after which the ad stands; -1 when the platform does not say. */
  position: number;
  /** When the ad may be shown (ISO 8601), null when the platform gives no time. */
  startsAt: string | null;
  endsAt: string | null;
}

export interface ArticlePage {
  articles: ArticleSummary[];
  /** Module groups (service links, column entries): page 0 of some columns only. */
  modules: ModuleGroup[];
  carousel: ArticleSummary[];
  liveArticles: ArticleSummary[];
  topModule: { title: string; articles: ArticleSummary[] } | null;
  ads: Ad[];
  hasMore: boolean;
  totalCount: number;
}
