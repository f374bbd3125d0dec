// The page image's zoom (features/paper/PaperZoom.island.tsx), pure so it is tested without a browser:
// buttons and keys step through ZOOM_STEPS, a pinch follows the fingers between the ends, a double tap
// goes in (or back to the whole page), and the point under the fingers stays under them.

/** Zoom factors the buttons and the + and − keys step through, from the page fitting the width (1) up. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** Where a double tap on the whole page goes: a column of text readable on a phone. */
export const DOUBLE_TAP_ZOOM = 2.5;
/** The longest between two taps that make a double tap (ms), and how far apart they may land (px). */
export const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_DISTANCE = 40;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The next step in (1) or out (-1) from `zoom`, which may lie between steps after a pinch; null at the end. */
export function stepZoom(zoom: number, by: 1 | -1): number | null {
  const next =
    by > 0
      ? ZOOM_STEPS.find((step) => step > zoom + 0.001)
      : [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.001);
  return next ?? null;
}

/** What a key does: '+'/'=' a step in, '-'/'−' a step out, '0' the whole page; undefined for other keys. */
export function zoomForKey(zoom: number, key: string): number | null | undefined {
  if (key === '+' || key === '=') return stepZoom(zoom, 1);
  if (key === '-' || key === '−') return stepZoom(zoom, -1);
  if (key === '0') return zoom === MIN_ZOOM ? null : MIN_ZOOM;
  return undefined;
}

/** A pinch: the zoom it started at, scaled by how far the fingers moved apart. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom;
  return clampZoom(startZoom * (distance / startDistance));
}

/** A double tap on the whole page zooms in; on a zoomed page it goes back to the whole page. */
export const doubleTapZoom = (zoom: number): number => (zoom > MIN_ZOOM ? MIN_ZOOM : DOUBLE_TAP_ZOOM);

export interface Tap {
  x: number;
  y: number;
  /** The event's timeStamp (ms). */
  time: number;
}

/** Whether `tap` is the second of a double tap after `previous`: soon after it and close to it. */
export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  if (!previous) return false;
  const soon = tap.time - previous.time >= 0 && tap.time - previous.time <= DOUBLE_TAP_MS;
  return soon && Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_DISTANCE;
}

/**
 * The scroll position that keeps the point `anchor` (in the viewport, px) over the same spot of the
 * page when the zoom goes from `from` to `to`; the content's size is proportional to the zoom.
 */
export function anchoredScroll(
  scroll: { left: number; top: number },
  anchor: { x: number; y: number },
  from: number,
  to: number,
): { left: number; top: number } {
  const ratio = to / from;
  return {
    left: Math.max(0, (scroll.left + anchor.x) * ratio - anchor.x),
    top: Math.max(0, (scroll.top + anchor.y) * ratio - anchor.y),
  };
}
