'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/chrome/Toast.island';
import { callHandler } from '@/lib/client/http';
import { splashAd } from '@/lib/client/endpoints';
import type { SplashAd } from './ads.types';
import { AdLink } from './AdLink.island';
import { SplashPicture } from './SplashPicture';
import {
  intervalPassed,
  isArrivalFromElsewhere,
  markShown,
  mayOfferSplash,
  readShown,
  SPLASH_SEEN_KEY,
  SPLASH_SHOWN_KEY,
} from './splash';
import styles from './Splash.module.css';

/**
 * The splash ad (开屏, docs/product.md §2 "Advertising"), over home: asked after the page is
 * shown, once per browser session and no more often than the site's interval, never to a reader
 * arriving from a search engine or a shared link (docs/decisions/0087), never for crawlers and robots (the server HTML has none of it,
 * so the cached page and share previews are untouched). It closes by itself its seconds after its
 * picture showed, at once with 'skip' or Escape, or when the picture cannot be loaded. A failing ads service is said once (SPEC §8).
 */
export function Splash() {
  const t = useTranslations('ads');
  const toast = useToast();
  const [splash, setSplash] = useState<SplashAd | null>(null);
  const [left, setLeft] = useState(0);
  // The seconds are for seeing the ad: they run from when its picture is there (a slow network can still skip).
  const [pictureShown, setPictureShown] = useState(false);
  const skip = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const storage = sessionStorageOrNull();
    const seen = storage === null || storage.getItem(SPLASH_SEEN_KEY) !== null;
    const kept = localStorageOrNull();
    if (
      !mayOfferSplash({
        automated: navigator.webdriver === true,
        userAgent: navigator.userAgent,
        seenThisSession: seen,
        arrivedFromElsewhere: isArrivalFromElsewhere({ href: window.location.href, referrer: document.referrer }),
        intervalPassed: intervalPassed(readShown(kept?.getItem(SPLASH_SHOWN_KEY) ?? null), Date.now()),
      })
    ) {
      // Marked so a reader who came from elsewhere is not offered it on their next visit home this session.
      storage?.setItem(SPLASH_SEEN_KEY, '1');
      return;
    }
    storage?.setItem(SPLASH_SEEN_KEY, '1');
    const controller = new AbortController();
    callHandler(splashAd, {}, { signal: controller.signal }).then(
      (answer) => {
        if (answer.ad === null) return;
        kept?.setItem(SPLASH_SHOWN_KEY, markShown(Date.now(), answer.everyHours));
        setSplash({ ad: answer.ad, seconds: answer.seconds, imageSrcSet: answer.imageSrcSet });
        setLeft(answer.seconds);
      },
      () => {
        if (!controller.signal.aborted) toast(t('failed'));
      },
    );
    return () => controller.abort();
  }, [t, toast]);

  const showing = splash !== null && left > 0;
  useEffect(() => {
    if (showing) skip.current?.focus();
  }, [showing]);

  const counting = showing && pictureShown;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (!showing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setLeft(0);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [showing]);

  if (!showing) return null;
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-label={t('splashLabel')}>
      <AdLink id={splash.ad.id} href={splash.ad.targetUrl} className={styles.link}>
        <SplashPicture
          src={splash.ad.imageUrl}
          srcSet={splash.imageSrcSet}
          title={splash.ad.title}
          onShown={() => setPictureShown(true)}
          onFailed={() => setLeft(0)}
        />
      </AdLink>
      <span className={styles.badge}>{t('badge')}</span>
      <button ref={skip} type="button" className={styles.skip} onClick={() => setLeft(0)}>
        {t('skip', { seconds: left })}
      </button>
    </div>
  );
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
