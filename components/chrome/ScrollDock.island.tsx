'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { isDetailPage } from '@/lib/chrome/detailPages';
import { watchScroll } from '@/lib/client/watchScroll';
import { ArrowUpIcon } from './icons';
import styles from './ScrollDock.module.css';

/** docs/product.md §9: back-to-top is shown after 300 px of scrolling (scroll handling throttled: watchScroll). */
export const BACK_TO_TOP_THRESHOLD = 300;

/**
 * docs/product.md §9: the scroll-status flag. Past 400 px the page is 'scrolled' (`data-scrolled` on
 * <html>): the sticky bars at the top (the top bar, a list page's bar, the column tabs) then cast a
 * shadow, so the reader sees that content runs beneath them; at the top they sit flat on the page.
 */
export const SCROLL_STATUS_THRESHOLD = 400;
const SCROLLED_ATTRIBUTE = 'data-scrolled';

/** To-bottom is shown while more than this much of the page is still below the screen: more than a flick of the thumb. */
const SHOWN_WHILE_BELOW_PX = 160;

/** A page's own bar fixed at the bottom (the activity's sign-up bar) marks itself so: the dock sits above it. */
export const PAGE_DOCK_ATTRIBUTE = 'data-page-dock';

/** Set on <html> while the dock shows: the page then reserves room for it at its end (ScrollDock.module.css). */
const SHOWN_ATTRIBUTE = 'data-scroll-dock';

/** Where "the bottom" of a detail page is: the end of the article when it marks one, else the end of the content, before the footer. */
function pageEnd(): Element | null {
  return document.getElementById('article-end') ?? document.getElementById('content');
}

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * docs/product.md §2 and §9 (chrome): back-to-top on every page, and the to-bottom helper of every
 * detail page (lib/chrome/detailPages.ts). They sit in a full-width opaque band at the bottom of the
 * screen, never floating over the page: floating buttons covered body text, like counts, the
 * 'open in the app' button and answers (docs/decisions/0045). The band is chrome like the top bar:
 * the page scrolls beneath it and reserves room for it at its end, so its last line can always be
 * read and tapped. In the root layout, so it follows client-side navigation itself.
 */
export function ScrollDock() {
  const t = useTranslations('chrome');
  const pathname = usePathname();
  const onDetailPage = isDetailPage(pathname, BASE_PATH);
  const [state, setState] = useState({ top: false, bottom: false, above: 0 });

  useEffect(
    () =>
      watchScroll(() => {
        const end = onDetailPage ? pageEnd() : null;
        const pageDock = document.querySelector(`[${PAGE_DOCK_ATTRIBUTE}]`);
        document.documentElement.toggleAttribute(SCROLLED_ATTRIBUTE, window.scrollY > SCROLL_STATUS_THRESHOLD);
        const next = {
          top: window.scrollY > BACK_TO_TOP_THRESHOLD,
          bottom: end !== null && end.getBoundingClientRect().bottom - window.innerHeight > SHOWN_WHILE_BELOW_PX,
          above: pageDock ? Math.round(pageDock.getBoundingClientRect().height) : 0,
        };
        setState((now) =>
          now.top === next.top && now.bottom === next.bottom && now.above === next.above ? now : next,
        );
      }),
    [pathname, onDetailPage],
  );

  const shown = state.top || state.bottom;
  useEffect(() => {
    if (shown) document.documentElement.setAttribute(SHOWN_ATTRIBUTE, '');
    else document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
  }, [shown]);

  if (!shown) return null;
  return (
    <div className={styles.dock} style={state.above ? { bottom: state.above } : undefined} data-testid="scroll-dock">
      {state.bottom ? (
        <button
          type="button"
          className={`${styles.button} ${styles.toBottom}`}
          aria-label={t('toBottom')}
          onClick={() => pageEnd()?.scrollIntoView({ behavior: scrollBehavior(), block: 'end' })}
        >
          <ArrowUpIcon />
        </button>
      ) : null}
      {state.top ? (
        <button
          type="button"
          className={styles.button}
          aria-label={t('backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: scrollBehavior() })}
        >
          <ArrowUpIcon />
        </button>
      ) : null}
    </div>
  );
}
