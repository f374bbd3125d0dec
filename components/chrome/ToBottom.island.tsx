'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { isDetailPage } from '@/lib/chrome/detailPages';
import { ArrowUpIcon } from './icons';
import { watchScroll } from '@/lib/client/watchScroll';
import styles from './BackToTop.module.css';

/** Shown while more than this much of the page is still below the screen: more than a flick of the thumb. */
const SHOWN_WHILE_BELOW_PX = 160;

/** Where "the bottom" of a detail page is: the end of the article when it marks one, else the end of the content, before the footer. */
function pageEnd(): Element | null {
  return document.getElementById('article-end') ?? document.getElementById('content');
}

/**
 * docs/product.md §2 (chrome): the to-bottom helper of every detail page (lib/chrome/detailPages.ts),
 * above the back-to-top button. In the root layout, so it follows client-side navigation itself.
 */
export function ToBottom() {
  const t = useTranslations('chrome');
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const onDetailPage = isDetailPage(pathname, BASE_PATH);

  useEffect(() => {
    if (!onDetailPage) return;
    return watchScroll(() => {
      const end = pageEnd();
      setVisible(end !== null && end.getBoundingClientRect().bottom - window.innerHeight > SHOWN_WHILE_BELOW_PX);
    });
  }, [pathname, onDetailPage]);

  if (!onDetailPage || !visible) return null;
  const jump = () => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    pageEnd()?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'end' });
  };
  return (
    <button type="button" className={`${styles.button} ${styles.toBottom}`} aria-label={t('toBottom')} onClick={jump}>
      <ArrowUpIcon />
    </button>
  );
}
