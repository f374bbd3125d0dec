'use client';

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { applyReaderTheme, storedReaderTheme, type ReaderTheme } from '@/lib/theme/themeBoot';
import styles from '@/features/site/SiteFooter.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

type Choice = ReaderTheme | 'auto';
const CHOICES: readonly Choice[] = ['auto', 'light', 'dark'];

const noSubscription = () => () => undefined;

/**
 * Follow the phone, light or dark: the reader's choice, stored in this browser and applied at
 * once and on every later page before paint (lib/theme/themeBoot.ts). The server render knows no
 * choice (the page is shared by every reader), so nothing is pressed until hydration.
 */
export function ThemeSwitch() {
  const t = useTranslations('chrome');
  const stored = useSyncExternalStore<Choice | null>(
    noSubscription,
    () => storedReaderTheme() ?? 'auto',
    () => null,
  );
  const [picked, setPicked] = useState<Choice | null>(null);
  const choice = picked ?? stored;
  // Choosing needs the script: until it runs the choices say they cannot be used yet.
  const hydrated = useHydrated();

  function choose(next: Choice) {
    applyReaderTheme(next);
    setPicked(next);
  }

  return (
    <div role="group" aria-label={t('theme')} className={styles.row}>
      <span className={styles.label} aria-hidden="true">
        {t('theme')}
      </span>
      <ul className={styles.choices}>
        {CHOICES.map((option) => (
          <li key={option}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={choice === option}
              onClick={() => choose(option)}
              disabled={!hydrated}
            >
              {t(`themes.${option}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
