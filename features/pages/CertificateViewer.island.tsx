'use client';
/* eslint-disable @next/next/no-img-element -- the pages come sized from the platform's media host */

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { CertificatePage } from '@/features/pages/pages.types';
import { MAX_ZOOM, nextPage, nextZoom, ZOOM_STEPS } from '@/features/pages/viewer';
import styles from './Pages.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/**
 * The pages of a PDF as images, one under the other, with a page indicator, previous/next and
 * zoom (previewPDF, docs/decisions/0028). Keyboard: the buttons, and on the focused pages ←/→, PageUp/
 * PageDown, + and −. Without JavaScript the pages are still all there, in the server HTML.
 */
export function CertificateViewer({ title, pages }: { title: string; pages: CertificatePage[] }) {
  const t = useTranslations('pdfViewer');
  const [current, setCurrent] = useState(1);
  const [zoom, setZoom] = useState<number>(ZOOM_STEPS[0]);
  // A tap in the server HTML would be lost without a sign: the controls wait for the script.
  const hydrated = useHydrated();
  const figures = useRef<(HTMLElement | null)[]>([]);
  const total = pages.length;

  // The indicator follows scrolling too: the page most in view is the current one.
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting && e.intersectionRatio >= 0.5);
        const no = Number(seen[0]?.target.getAttribute('data-page'));
        if (no) setCurrent(no);
      },
      { threshold: [0.5] },
    );
    for (const figure of figures.current) if (figure) observer.observe(figure);
    return () => observer.disconnect();
  }, [pages]);

  const go = (no: number) => {
    setCurrent(no);
    figures.current[no - 1]?.scrollIntoView({ block: 'start' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = nextPage(current, total, event.key);
    if (page !== null) {
      event.preventDefault();
      go(page);
      return;
    }
    const z = nextZoom(zoom, event.key);
    if (z !== null) {
      event.preventDefault();
      setZoom(z);
    }
  };

  return (
    <div className={styles.section}>
      <div role="group" aria-label={t('controls')} className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(current - 1)}
          disabled={!hydrated || current <= 1}
          aria-label={t('previous')}
        >
          ‹
        </button>
        <span className={styles.pageNo} aria-live="polite">
          {t('pageOf', { page: current, total })}
        </span>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(current + 1)}
          disabled={!hydrated || current >= total}
          aria-label={t('next')}
        >
          ›
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setZoom((z) => nextZoom(z, '-') ?? z)}
          disabled={!hydrated || zoom <= ZOOM_STEPS[0]}
          aria-label={t('zoomOut')}
        >
          −
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => setZoom((z) => nextZoom(z, '+') ?? z)}
          disabled={!hydrated || zoom >= MAX_ZOOM}
          aria-label={t('zoomIn')}
        >
          +
        </button>
      </div>
      <div
        className={styles.pages}
        tabIndex={0}
        role="region"
        aria-label={t('document', { title })}
        aria-describedby="pdf-keys"
        onKeyDown={onKeyDown}
      >
        {pages.map((page) => (
          <figure
            key={page.no}
            data-page={page.no}
            className={styles.page}
            ref={(el) => {
              figures.current[page.no - 1] = el;
            }}
          >
            <img
              src={page.src}
              width={page.width}
              height={page.height}
              alt={t('pageAlt', { page: page.no, total, title })}
              loading={page.no === 1 ? 'eager' : 'lazy'}
              // Fits the width by the stylesheet; only a zoom sets a width of its own.
              style={zoom > 1 ? { width: `${zoom * 100}%` } : undefined}
            />
          </figure>
        ))}
      </div>
      <p id="pdf-keys" className={styles.meta}>
        {t('keys')}
      </p>
    </div>
  );
}
