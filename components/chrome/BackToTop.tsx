'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowUpIcon } from './icons';
import styles from './BackToTop.module.css';

/** docs/product.md §9: shown after 300 px of scrolling; scroll handling throttled to 500 ms. */
export const BACK_TO_TOP_THRESHOLD = 300;
export const SCROLL_THROTTLE_MS = 500;

export function BackToTop() {
  const t = useTranslations('chrome');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else if (!trailing) trailing = setTimeout(() => {
        trailing = undefined;
        check();
      }, wait);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (trailing) clearTimeout(trailing);
    };
  }, []);

  if (!visible) return null;
  const reduceMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button type="button" className={styles.button} aria-label={t('backToTop')} onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}>
      <ArrowUpIcon />
    </button>
  );
}
