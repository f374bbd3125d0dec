'use client';

import { useRef, type ReactNode, type TouchEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import styles from './ShortVideo.module.css';

/** How far (px) a finger must travel sideways, and how much more than up or down, to mean "next". */
const SWIPE_PX = 60;
const SIDEWAYS = 2;

/**
 * The player of a short video, and the way on to the next clip (docs/decisions/0049): a swipe to the
 * left across the player, as in the short-video apps readers know, and a link for everyone else
 * (a mouse, a keyboard, a screen reader). Sideways, not up: an upward swipe scrolls to the title
 * and the related clips, which this page keeps below the player.
 */
export function NextClip({ next, children }: { next: { href: string; title: string } | null; children: ReactNode }) {
  const t = useTranslations('clips');
  const router = useRouter();
  const start = useRef<{ x: number; y: number } | null>(null);

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const from = start.current;
    const touch = event.changedTouches[0];
    start.current = null;
    if (!next || !from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    if (dx <= -SWIPE_PX && Math.abs(dx) >= SIDEWAYS * Math.abs(dy)) router.push(next.href);
  }

  return (
    <>
      <div className={styles.swipe} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} data-testid="clip-swipe">
        {children}
      </div>
      {next ? (
        <p className={styles.next}>
          <Link href={next.href} prefetch={false} className={styles.nextLink} aria-label={t('nextTitled', { title: next.title })}>
            {t('next')} ›
          </Link>
        </p>
      ) : null}
    </>
  );
}
