'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslations } from 'next-intl';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';
import styles from './VideoPlayer.module.css';

// The stream player's code, loaded on the first press; a chunk that never comes is a failure at 120 s
// (docs/product.md §8), shown as the player's own failure, not a video that waits for ever.
const loadHls = withChunkTimeout('hls.js', () => import('hls.js'));

interface VideoPlayerProps {
  src: string;
  poster: string;
  title: string;
  /** Width / height; docs/product.md §9's default ratio is 16:9. */
  ratio?: number;
  /**
   * Start at once, muted (browsers let only muted video start by itself): a live that goes on
   * air while the reader waits on its page (docs/product.md §4).
   */
  autoPlay?: boolean;
}

function isHls(src: string): boolean {
  return /\.m3u8(\?|$)/i.test(src);
}

/**
 * HLS video: the browser's own player where it plays HLS (Safari, phones, Chromium since it
 * learned HLS), hls.js where it does not (Firefox, older desktop Chrome). hls.js (about 150 KB
 * gzip) is fetched only when the reader presses play, so a reader who only reads the page pays
 * nothing for it: not the download, and not the long script task that evaluating it costs.
 */
export function VideoPlayer({ src, poster, title, ratio = 16 / 9, autoPlay = false }: VideoPlayerProps) {
  const t = useTranslations('media');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The poster is the first screen's largest picture: ask for it in the document's head, first.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const start = () => {
      if (!autoPlay) return;
      element.muted = true;
      // Refused (a policy, no codec): the controls stay for the reader to press.
      element.play().catch(() => undefined);
    };
    if (!isHls(src) || element.canPlayType('application/vnd.apple.mpegurl')) {
      // A press before hydration left the element waiting for a source; giving it one aborts that
      // play() ("interrupted by a new load request"), so the press is made again once it has one.
      const pressedBeforeHydration = !element.paused;
      element.src = src;
      if (pressedBeforeHydration) element.play().catch(() => undefined);
      else start();
      return;
    }
    let destroyed = false;
    let destroy: (() => void) | undefined;
    // Pressing play on a <video> without a source leaves it waiting, unpaused, with its play()
    // promise pending; once hls.js gives it a source it starts by itself.
    const attachHls = () => {
      loadHls()
        .then(({ default: Hls }) => {
          if (destroyed) return;
          if (!Hls.isSupported()) {
            setFailed(true);
            return;
          }
          const hls = new Hls({ enableWorker: true, maxBufferLength: 20 });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          hls.loadSource(src);
          hls.attachMedia(element);
          destroy = () => hls.destroy();
        })
        .catch(() => {
          if (!destroyed) setFailed(true);
        });
    };
    // A press before hydration has already happened: the element is playing and waiting.
    if (!element.paused) attachHls();
    else element.addEventListener('play', attachHls, { once: true });
    start();
    return () => {
      destroyed = true;
      element.removeEventListener('play', attachHls);
      destroy?.();
    };
  }, [src, autoPlay]);

  return (
    <div className={styles.frame} style={{ aspectRatio: String(ratio) }}>
      <video
        ref={video}
        className={styles.video}
        poster={poster || undefined}
        controls
        playsInline
        preload="none"
        aria-label={title}
        onError={() => setFailed(true)}
      />
      {failed ? (
        <p className={styles.error} role="alert">
          {t('videoFailed')}
        </p>
      ) : null}
    </div>
  );
}
