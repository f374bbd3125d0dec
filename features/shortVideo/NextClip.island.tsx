'use client';

import { useRef, type ReactNode, type TouchEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/useHydrated';
import styles from './ShortVideo.module.css';

/** How far (px) a finger must travel sideways, and how much more than up or down, to mean "next". */
const SWIPE_PX = 60;
const SIDEWAYS = 2;

type Clip = { href: string; title: string } | null;

/**
 * The player of a short video, and the ways to the clips before and after it in its category
 * (docs/decisions/0049, 0061): a swipe to the left across the player for the next, to the right
 * for the previous, as in the short-video apps readers know, and links for everyone else (a mouse,
 * a keyboard, a screen reader), which work before the script too. Sideways, not up: an upward swipe
 * scrolls to the title and the related clips, which this page keeps below the player. The swipe
 * area says `data-ready` once it listens (a swipe before the script ran does nothing).
 */
export function NextClip({ previous, next, children }: { previous: Clip; next: Clip; children: ReactNode }) {
  const t = useTranslations('clips');
  const tb = useTranslations('shortVideoBrowse');
  const router = useRouter();
  const hydrated = useHydrated();
  const start = useRef<{ x: number; y: number } | null>(null);

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const from = start.current;
    const touch = event.changedTouches[0];
    start.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < SIDEWAYS * Math.abs(dy)) return;
    const target = dx < 0 ? next : previous;
    if (target) router.push(target.href);
  }

  return (
    <>
      <div
        className={styles.swipe}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="clip-swipe"
        data-ready={hydrated ? 'true' : undefined}
      >
        {children}
      </div>
      {previous || next ? (
        <nav className={styles.next} aria-label={tb('clipNav')}>
          {previous ? (
            <Link
              href={previous.href}
              prefetch={false}
              className={styles.nextLink}
              rel="prev"
              aria-label={tb('previousTitled', { title: previous.title })}
            >
              ‹ {tb('previous')}
            </Link>
          ) : null}
          {next ? (
            <Link
              href={next.href}
              prefetch={false}
              className={`${styles.nextLink} ${styles.after}`}
              rel="next"
              aria-label={t('nextTitled', { title: next.title })}
            >
              {t('next')} ›
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
