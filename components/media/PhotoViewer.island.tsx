'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Picture } from './picture.types';
import styles from './PhotoViewer.module.css';

interface PhotoViewerProps {
  pictures: Picture[];
  startIndex: number;
  title: string;
  onClose: () => void;
}

/**
 * Full-screen photo viewer: swipe (native scroll snapping), arrow keys and buttons to move,
 * double-tap or the zoom button to zoom, Escape to close. A modal dialog for screen readers,
 * which announces "picture i of n" and the caption as the reader moves.
 */
export function PhotoViewer({ pictures, startIndex, title, onClose }: PhotoViewerProps) {
  const t = useTranslations('media');
  const dialog = useRef<HTMLDialogElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(startIndex);
  const [zoomed, setZoomed] = useState(false);

  const goTo = useCallback(
    (next: number) => {
      const node = track.current;
      const bounded = Math.max(0, Math.min(pictures.length - 1, next));
      if (node) node.scrollTo({ left: bounded * node.clientWidth, behavior: 'smooth' });
      setIndex(bounded);
      setZoomed(false);
    },
    [pictures.length],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const node = track.current;
    if (node) node.scrollLeft = startIndex * node.clientWidth;
    return () => element.close();
  }, [startIndex]);

  const onScroll = () => {
    const node = track.current;
    if (!node || node.clientWidth === 0) return;
    const current = Math.round(node.scrollLeft / node.clientWidth);
    if (current !== index) {
      setIndex(current);
      setZoomed(false);
    }
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo(index + 1);
    else if (event.key === 'ArrowLeft') goTo(index - 1);
  };

  const current = pictures[index];
  return (
    <dialog ref={dialog} className={styles.dialog} aria-label={title} onClose={onClose} onKeyDown={onKeyDown}>
      <div
        ref={track}
        className={`${styles.track} ${zoomed ? styles.locked : ''}`}
        onScroll={onScroll}
        tabIndex={0}
        // A name needs a role: on a plain div axe calls aria-label prohibited, and readers skip it.
        role="group"
        aria-label={t('photoTrack')}
      >
        {pictures.map((picture, i) => (
          <figure key={`${picture.url}-${i}`} className={styles.slide} aria-hidden={i !== index}>
            {/* eslint-disable-next-line @next/next/no-img-element -- full-size pictures from the platform's media host */}
            <img
              src={picture.url}
              alt={picture.caption}
              className={i === index && zoomed ? styles.zoomed : styles.image}
              onDoubleClick={() => setZoomed((z) => !z)}
              loading={Math.abs(i - index) <= 1 ? 'eager' : 'lazy'}
            />
          </figure>
        ))}
      </div>
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          <span>{t('photoPosition', { index: index + 1, total: pictures.length })}</span>
          {current?.caption ? <span className={styles.caption}>{current.caption}</span> : null}
        </p>
        <div className={styles.buttons}>
          <button type="button" onClick={() => goTo(index - 1)} disabled={index === 0} aria-label={t('previousPhoto')}>
            ‹
          </button>
          <button type="button" onClick={() => setZoomed((z) => !z)} aria-pressed={zoomed} aria-label={t('zoom')}>
            ⤢
          </button>
          <button
            type="button"
            onClick={() => goTo(index + 1)}
            disabled={index === pictures.length - 1}
            aria-label={t('nextPhoto')}
          >
            ›
          </button>
          <button type="button" onClick={() => dialog.current?.close()} aria-label={t('closeViewer')}>
            ✕
          </button>
        </div>
      </div>
    </dialog>
  );
}
