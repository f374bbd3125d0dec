'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { clampFontStep, FONT_STEP_KEY, FONT_STEP_MAX, FONT_STEP_MIN } from '@/features/articles/fontStep';
import styles from './ReadingTools.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

const noSubscription = () => () => undefined;

function storedStep(): number {
  try {
    return clampFontStep(window.localStorage.getItem(FONT_STEP_KEY));
  } catch {
    return 0;
  }
}

/**
 * The text-size control (remembered on the device) and, on newsDetail, the jump to the end of
 * the article. The remembered size is already applied before paint (FONT_STEP_BOOT).
 */
export function ReadingTools({ toBottom }: { toBottom: boolean }) {
  const t = useTranslations('reading');
  // The server cannot know the device's choice: it renders the base size's buttons, and the
  // browser switches to the remembered step right after hydration (no mismatch).
  const remembered = useSyncExternalStore(noSubscription, storedStep, () => 0);
  const [chosen, setStep] = useState<number | null>(null);
  const step = chosen ?? remembered;
  // Every tool here needs the script: until it runs they say they cannot be used yet.
  const hydrated = useHydrated();

  const change = (delta: number) => {
    const next = clampFontStep(step + delta);
    setStep(next);
    document.documentElement.style.setProperty('--font-step', String(next));
    try {
      window.localStorage.setItem(FONT_STEP_KEY, String(next));
    } catch {
      // private mode: the size holds for this page only
    }
  };

  const jumpToEnd = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('article-end')
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'end' });
  };

  return (
    <div className={styles.tools} role="group" aria-label={t('fontSize')}>
      <span className={styles.label} aria-hidden="true">
        {t('fontSize')}
      </span>
      <button
        type="button"
        className={styles.button}
        disabled={!hydrated || step <= FONT_STEP_MIN}
        onClick={() => change(-1)}
      >
        {/* The name begins with what the button shows (WCAG 2.5.3, label in name): a voice user says "A−". */}
        A−<span className="visually-hidden"> {t('smaller')}</span>
      </button>
      <button
        type="button"
        className={styles.button}
        disabled={!hydrated || step >= FONT_STEP_MAX}
        onClick={() => change(1)}
      >
        A+<span className="visually-hidden"> {t('larger')}</span>
      </button>
      {toBottom ? (
        <button
          type="button"
          className={`${styles.button} ${styles.toBottom}`}
          onClick={jumpToEnd}
          disabled={!hydrated}
        >
          {t('toBottom')} ↓
        </button>
      ) : null}
    </div>
  );
}
