'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/chrome/Toast.island';
import { callHandler } from '@/lib/client/http';
import { splashAd } from '@/lib/client/endpoints';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';
import type { SplashAd } from './ads.types';
import {
  intervalPassed,
  isArrivalFromElsewhere,
  markShown,
  mayOfferSplash,
  readShown,
  SPLASH_SEEN_KEY,
  SPLASH_SHOWN_KEY,
} from './splash';
import type { SplashView } from './SplashView';

/** The splash's own code, loaded for a reader who gets one; a stalled chunk fails as the ads service would (said once). */
const loadSplashView = withChunkTimeout('SplashView', () => import('./SplashView'));

/**
 * The splash ad (开屏, docs/product.md §2 "Advertising"), over home: asked after the page is
 * shown, once per browser session and no more often than the site's interval, never to a reader
 * arriving from a search engine or a shared link (docs/decisions/0087), never for crawlers and robots (the server HTML has none of it,
 * so the cached page and share previews are untouched). A failing ads service is said once (SPEC §8).
 *
 * This part decides and asks; the splash itself (SplashView.tsx, its picture, countdown and styles)
 * is loaded only once the answer names an ad (docs/decisions/0110): home's first load carries none
 * of it. Its picture is asked for at the same moment, so the splash is no later than before: the
 * small chunk loads while the picture does. It is an overlay (position: fixed), so nothing moves.
 */
export function Splash() {
  const t = useTranslations('ads');
  const toast = useToast();
  const [shown, setShown] = useState<{ View: typeof SplashView; splash: SplashAd } | null>(null);

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
    callHandler(splashAd, {}, { signal: controller.signal })
      .then(async (answer) => {
        if (answer.ad === null) return;
        kept?.setItem(SPLASH_SHOWN_KEY, markShown(Date.now(), answer.everyHours));
        const splash = { ad: answer.ad, seconds: answer.seconds, imageSrcSet: answer.imageSrcSet };
        preloadPicture(splash);
        const { SplashView: View } = await loadSplashView();
        if (!controller.signal.aborted) setShown({ View, splash });
      })
      .catch(() => {
        if (!controller.signal.aborted) toast(t('failed'));
      });
    return () => controller.abort();
  }, [t, toast]);

  if (shown === null) return null;
  return <shown.View splash={shown.splash} />;
}

/** Asks for the picture the splash will draw (the same width the srcset gives across the screen) while its code loads. */
function preloadPicture({ ad, imageSrcSet }: SplashAd) {
  const image = new Image();
  if (imageSrcSet) {
    image.sizes = '100vw';
    image.srcset = imageSrcSet;
  }
  image.src = ad.imageUrl;
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
