// The home carousel's index arithmetic, kept pure so it can be tested without a browser.

/** Time each slide stays before the next one comes, when the reader lets it run. */
export const AUTO_ADVANCE_MS = 5_000;

/** `index` brought into 0..count-1, wrapping both ways; 0 when there are no slides. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isFinite(index) || count <= 0) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

/** The slide mostly in view of a horizontally scrolled track of equal-width slides. */
export function slideAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || !(slideWidth > 0) || !Number.isFinite(scrollLeft)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / slideWidth)));
}

export interface AutoAdvanceState {
  count: number;
  /** The reader pressed pause. */
  paused: boolean;
  /** Pointer over it, focus inside it, or a finger on it. */
  interacting: boolean;
  /** prefers-reduced-motion: reduce. */
  reducedMotion: boolean;
  /** The page is in a background tab. */
  hidden: boolean;
}

/** Auto-advance only with two slides or more, when nobody is reading or using it, and motion is welcome. */
export function shouldAutoAdvance(state: AutoAdvanceState): boolean {
  return state.count > 1 && !state.paused && !state.interacting && !state.reducedMotion && !state.hidden;
}
