'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { watchScroll } from '@/lib/client/watchScroll';
import { ArrowUpIcon } from './icons';
import styles from './BackToTop.module.css';

/** docs/product.md §9: shown after 300 px of scrolling (scroll handling throttled: watchScroll). */
export const BACK_TO_TOP_THRESHOLD = 300;

export function BackToTop() {
  const t = useTranslations('chrome');
  const [visible, setVisible] = useState(false);

  useEffect(() => watchScroll(() => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)), []);

  if (!visible) return null;
  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button type="button" className={styles.button} aria-label={t('backToTop')} onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}>
      <ArrowUpIcon />
    </button>
  );
}
