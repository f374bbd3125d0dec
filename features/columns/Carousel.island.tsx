'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ArticleSummary } from '@/features/articles/article.types';
import { AUTO_ADVANCE_MS, nextIndex, shouldAutoAdvance, slideAtScroll } from '@/features/columns/carousel';
import styles from './Carousel.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
/** A slide spans the page (at most 750 wide, globals.css main): its picture's srcset is read against that (docs/decisions/0059). */
const SLIDE_SIZES = '(min-width: 750px) 750px, 100vw';
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The column's carousel: a swipeable track (native scroll snapping, so it works before and
 * without hydration), dots that say which slide shows, and an auto-advance every 5 s that stops
 * while the reader touches, hovers or focuses it, when motion is unwelcome, or after 'pause'.
 */
export function Carousel({ slides }: { slides: ArticleSummary[] }) {
  const t = useTranslations('list');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [interacting, setInteracting] = useState(false);
  // A tap in the server HTML would be lost without a sign: the controls wait for the script.
  const hydrated = useHydrated();
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);

  const goTo = (next: number) => {
    const node = track.current;
    if (node) node.scrollTo({ left: next * node.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
  };

  useEffect(() => {
    if (!shouldAutoAdvance({ count: slides.length, paused, interacting, reducedMotion, hidden: document.hidden }))
      return;
    const timer = setInterval(() => {
      if (!document.hidden) goTo(nextIndex(index, slides.length));
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  });

  const onScroll = () => {
    const node = track.current;
    if (node) setIndex(slideAtScroll(node.scrollLeft, node.clientWidth, slides.length));
  };

  /* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      onPointerEnter={() => setInteracting(true)}
      onPointerLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={() => setInteracting(false)}
    >
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slide', { index: i + 1, total: slides.length })}
          >
            <Link href={slide.href} prefetch={false} className={styles.link} tabIndex={i === index ? 0 : -1}>
              <img
                src={slide.image.big || slide.image.middle}
                srcSet={slide.sized?.bigSrcSet || undefined}
                sizes={slide.sized?.bigSrcSet ? SLIDE_SIZES : undefined}
                alt=""
                width={750}
                height={422}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
                className={styles.image}
              />
              <span className={styles.caption}>{slide.title}</span>
            </Link>
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className={styles.controls}>
          <ol className={styles.dots}>
            {slides.map((slide, i) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={i === index}
                  aria-label={t('slide', { index: i + 1, total: slides.length })}
                  onClick={() => goTo(i)}
                  disabled={!hydrated}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setPaused((value) => !value)}
            aria-pressed={paused}
            disabled={!hydrated}
          >
            {paused ? t('play') : t('pause')}
          </button>
        </div>
      ) : null}
    </section>
  );
  /* eslint-enable @next/next/no-img-element */
}
