import type { ArticleSummary } from '@/features/articles/article.types';

/** text: title with an optional thumbnail; big: one wide picture; three: three pictures in a row. */
export type CardLayout = 'text' | 'big' | 'three';

const BIG_STYLES = new Set(['bigPic', 'video', 'live']);
const PICTURE_STYLES = new Set(['threePics', 'image']);

/**
 * The shape of a list card. Videos and lives always get the big picture (play mark, duration,
 * status label); then the column's style (bigPic, threePics, ...); then the article's own
 * picType (2 big, 3 three pictures); photo sets with three pictures show three. A shape whose
 * pictures are missing falls back to text.
 */
export function cardLayout(article: ArticleSummary, columnStyle: string): CardLayout {
  const hasBig = Boolean(article.image.big || article.image.middle);
  const hasThree = article.pictures.length >= 3;
  if ((article.kind === 'video' || article.kind === 'live') && hasBig) return 'big';
  if (BIG_STYLES.has(columnStyle) && hasBig) return 'big';
  if (PICTURE_STYLES.has(columnStyle) && hasThree) return 'three';
  if (article.picType === 3 && hasThree) return 'three';
  if (article.picType === 2 && hasBig) return 'big';
  if (article.kind === 'photos' && hasThree) return 'three';
  return 'text';
}

/** mm:ss (h:mm:ss from an hour) for a video's duration in seconds. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
