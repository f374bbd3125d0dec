import type { ArticleKind, ArticleSummary, Counts, ImageSet } from './article.types';
import type { BylineRole } from '@/features/articles/articleContent.schema';

import type { Picture } from '@/components/media/picture.types';

export type { Picture };

export interface ArticleDetail {
  id: number;
  columnId: number;
  columnName: string;
  kind: ArticleKind;
  title: string;
  summary: string;
  /** Sanitised on the server; safe to inject. */
  bodyHtml: string;
  publishedAt: string | null;
  bylines: { role: BylineRole; name: string }[];
  counts: Counts;
  image: ImageSet;
  pictures: Picture[];
  video: { url: string; poster: string } | null;
  linkUrl: string;
  /** A live's own id, which liveView takes (0: none; on the reference platform's designed dialect, the article's). */
  linkId: number;
  shareClosed: boolean;
  discussClosed: boolean;
  adsClosed: boolean;
  /** docs/product.md §4: preview mode when aStatus is not 1. */
  preview: boolean;
  related: ArticleSummary[];
  tags: { id: number; name: string }[];
  account: { id: number; name: string; icon: string } | null;
  /** The reporter who wrote it, when the platform names one (their page: /reporter/{id}.html). */
  reporter: { id: number; name: string } | null;
}
