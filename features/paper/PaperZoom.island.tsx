'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/client/useHydrated';
import {
  anchoredScroll,
  clampZoom,
  DOUBLE_TAP_MS,
  doubleTapZoom,
  isDoubleTap,
  MAX_ZOOM,
  MIN_ZOOM,
  pinchZoom,
  stepZoom,
  zoomForKey,
  type Tap,
} from './zoom';
import styles from './Paper.module.css';

export interface PaperZoomLabels {
  controls: string;
  zoomIn: string;
  zoomOut: string;
  /** The zoomable page's name (the layout's page image). */
  sheet: string;
  /** '{percent}%' in the reader's language. */
  level: string;
}

interface PaperZoomProps {
  /** The page image's size in pixels: the window onto the page keeps its proportions. */
  width: number;
  height: number;
  labels: PaperZoomLabels;
  /** The id of the text that says how to zoom. */
  hintId: string;
  /** The page image and its articles' regions, server-rendered: percent boxes that scale with it. */
  children: ReactNode;
}

/** A tap moving more than this (px) is a pan, not a tap. */
const TAP_SLOP = 10;

/**
 * The page image, zoomable (docs/decisions/0063): pinch and double tap on a phone, double click with a
 * mouse, the − and + buttons and the −, +, 0 keys for everyone. The page grows inside a window of
 * the page's own proportions that scrolls both ways; the regions are boxes in percent of the page,
 * so they stay over their articles at every zoom and stay plain links (Tab, Enter, click).
 *
 * On touch the first tap of a double tap must not open the region under it: a tap on a region opens
 * it once no second tap followed within DOUBLE_TAP_MS, as browsers did before pages could turn
 * their double-tap zoom off. A mouse click or Enter opens it at once.
 */
export function PaperZoom({ width, height, labels, hintId, children }: PaperZoomProps) {
  const hydrated = useHydrated();
  const [zoom, setZoom] = useState<number>(MIN_ZOOM);
  const zoomNow = useRef<number>(MIN_ZOOM);
  const viewport = useRef<HTMLDivElement>(null);
  const scrollAfterZoom = useRef<{ left: number; top: number } | null>(null);

  /** Zooms to `next`, keeping the point `anchor` (in the window, px; its middle by default) where it is. */
  const zoomTo = useCallback((next: number, anchor?: { x: number; y: number }) => {
    const node = viewport.current;
    const from = zoomNow.current;
    const to = clampZoom(next);
    if (!node || Math.abs(to - from) < 0.001) return;
    const at = anchor ?? { x: node.clientWidth / 2, y: node.clientHeight / 2 };
    scrollAfterZoom.current = anchoredScroll({ left: node.scrollLeft, top: node.scrollTop }, at, from, to);
    zoomNow.current = to;
    setZoom(to);
  }, []);

  // The page has its new size once React rendered it: scroll then, before the browser paints.
  useLayoutEffect(() => {
    const node = viewport.current;
    const scroll = scrollAfterZoom.current;
    if (!node || !scroll) return;
    scrollAfterZoom.current = null;
    node.scrollLeft = scroll.left;
    node.scrollTop = scroll.top;
  }, [zoom]);

  // Pinch: touch events, not pointer events, since only a touchmove can be kept from scrolling the
  // page (a listener that is not passive, hence added here rather than as a React prop).
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let pinch: { distance: number; zoom: number } | null = null;
    const spread = (touches: TouchList) => {
      const [a, b] = [touches[0], touches[1]];
      return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
    };
    const middle = (touches: TouchList) => {
      const box = node.getBoundingClientRect();
      const [a, b] = [touches[0], touches[1]];
      return a && b
        ? { x: (a.clientX + b.clientX) / 2 - box.left, y: (a.clientY + b.clientY) / 2 - box.top }
        : undefined;
    };
    const start = (event: TouchEvent) => {
      if (event.touches.length === 2) pinch = { distance: spread(event.touches), zoom: zoomNow.current };
    };
    const move = (event: TouchEvent) => {
      if (!pinch || event.touches.length !== 2) return;
      event.preventDefault();
      zoomTo(pinchZoom(pinch.zoom, pinch.distance, spread(event.touches)), middle(event.touches));
    };
    const end = (event: TouchEvent) => {
      if (event.touches.length < 2) pinch = null;
    };
    node.addEventListener('touchstart', start, { passive: true });
    node.addEventListener('touchmove', move, { passive: false });
    node.addEventListener('touchend', end, { passive: true });
    node.addEventListener('touchcancel', end, { passive: true });
    return () => {
      node.removeEventListener('touchstart', start);
      node.removeEventListener('touchmove', move);
      node.removeEventListener('touchend', end);
      node.removeEventListener('touchcancel', end);
    };
  }, [zoomTo]);

  // Taps, told apart from double taps (pointer events carry the kind of pointer).
  const lastPointer = useRef<string>('mouse');
  const fingers = useRef(0);
  const down = useRef<{ id: number; x: number; y: number } | null>(null);
  const lastTap = useRef<Tap | null>(null);
  const swallowClick = useRef(false);
  const pendingOpen = useRef<number | null>(null);
  const letThrough = useRef(false);

  const cancelOpen = () => {
    if (pendingOpen.current !== null) window.clearTimeout(pendingOpen.current);
    pendingOpen.current = null;
  };
  useEffect(() => cancelOpen, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPointer.current = event.pointerType;
    if (event.pointerType !== 'touch') return;
    swallowClick.current = false;
    fingers.current += 1;
    // A second finger makes a pinch: neither finger is a tap.
    down.current = fingers.current === 1 ? { id: event.pointerId, x: event.clientX, y: event.clientY } : null;
    if (fingers.current > 1) lastTap.current = null;
  };

  const liftFinger = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') return null;
    fingers.current = Math.max(0, fingers.current - 1);
    const started = down.current;
    down.current = null;
    return started && started.id === event.pointerId ? started : null;
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const started = liftFinger(event);
    if (!started || Math.hypot(event.clientX - started.x, event.clientY - started.y) > TAP_SLOP) return;
    const tap: Tap = { x: event.clientX, y: event.clientY, time: event.timeStamp };
    if (!isDoubleTap(lastTap.current, tap)) {
      lastTap.current = tap;
      return;
    }
    // The second tap: zoom there, and neither tap opens an article.
    lastTap.current = null;
    cancelOpen();
    swallowClick.current = true;
    const box = event.currentTarget.getBoundingClientRect();
    zoomTo(doubleTapZoom(zoomNow.current), { x: tap.x - box.left, y: tap.y - box.top });
  };

  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (letThrough.current) {
      letThrough.current = false;
      return;
    }
    if (lastPointer.current !== 'touch') return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (swallowClick.current || link) {
      event.preventDefault();
      event.stopPropagation();
    }
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
    if (!(link instanceof HTMLAnchorElement)) return;
    cancelOpen();
    pendingOpen.current = window.setTimeout(() => {
      pendingOpen.current = null;
      // The link itself, clicked again: the app's own navigation, as any click on it.
      letThrough.current = true;
      link.click();
    }, DOUBLE_TAP_MS);
  };

  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (lastPointer.current !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    zoomTo(doubleTapZoom(zoomNow.current), { x: event.clientX - box.left, y: event.clientY - box.top });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = zoomForKey(zoomNow.current, event.key);
    if (next === undefined) return;
    event.preventDefault();
    if (next !== null) zoomTo(next);
  };

  const percent = Math.round(zoom * 100);
  return (
    <div className={styles.zoom}>
      <div role="group" aria-label={labels.controls} className={styles.zoomBar}>
        <button
          type="button"
          className={styles.zoomButton}
          aria-label={labels.zoomOut}
          disabled={!hydrated || zoom <= MIN_ZOOM}
          onClick={() => zoomTo(stepZoom(zoomNow.current, -1) ?? zoomNow.current)}
        >
          −
        </button>
        <output className={styles.zoomLevel} aria-live="polite">
          {labels.level.replace('{percent}', String(percent))}
        </output>
        <button
          type="button"
          className={styles.zoomButton}
          aria-label={labels.zoomIn}
          disabled={!hydrated || zoom >= MAX_ZOOM}
          onClick={() => zoomTo(stepZoom(zoomNow.current, 1) ?? zoomNow.current)}
        >
          +
        </button>
      </div>
      <div
        ref={viewport}
        className={styles.viewport}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="region"
        aria-label={labels.sheet}
        aria-describedby={hintId}
        tabIndex={0}
        data-zoom={zoom}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={liftFinger}
        onClickCapture={onClickCapture}
        onDoubleClick={onDoubleClick}
      >
        <div className={styles.sheet} style={{ width: `${zoom * 100}%` }}>
          {children}
        </div>
      </div>
    </div>
  );
}
