'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { SplashAd } from './ads.types';
import { AdLink } from './AdLink.island';
import { SplashPicture } from './SplashPicture';
import styles from './Splash.module.css';

/**
 * The splash ad on the screen, loaded by Splash.island.tsx only when there is one to show
 * (docs/decisions/0110). It closes by itself its seconds after its picture showed, at once with
 * 'skip' or Escape, or when the picture cannot be loaded.
 */
export function SplashView({ splash }: { splash: SplashAd }) {
  const t = useTranslations('ads');
  const [left, setLeft] = useState(splash.seconds);
  // The seconds are for seeing the ad: they run from when its picture is there (a slow network can still skip).
  const [pictureShown, setPictureShown] = useState(false);
  const skip = useRef<HTMLButtonElement>(null);

  const showing = left > 0;
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
