'use client';

import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslations } from 'next-intl';
import styles from './VideoPlayer.module.css';

interface VideoPlayerProps {
  src: string;
  poster: string;
  title: string;
  /** Width / height; SPEC section 9's default ratio is 16:9. */
  ratio?: number;
}

function isHls(src: string): boolean {
  return /\.m3u8(\?|$)/i.test(src);
}

/**
 * HLS video: the browser's own player where it plays HLS (Safari, most phones), hls.js where it
 * does not (desktop Chromium). hls.js is loaded only when needed, so it costs readers nothing else.
 */
export function VideoPlayer({ src, poster, title, ratio = 16 / 9 }: VideoPlayerProps) {
  const t = useTranslations('media');
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The poster is the first screen's largest picture: ask for it in the document's head, first.
  if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!isHls(src) || element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      return;
    }
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        setFailed(true);
        return;
      }
      // Like preload="none": nothing is fetched (and no spinner covers the poster) until the
      // reader presses play.
      const hls = new Hls({ enableWorker: true, maxBufferLength: 20, autoStartLoad: false });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      hls.loadSource(src);
      hls.attachMedia(element);
      const start = () => hls.startLoad();
      element.addEventListener('play', start, { once: true });
      destroy = () => {
        element.removeEventListener('play', start);
        hls.destroy();
      };
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [src]);

  return (
    <div className={styles.frame} style={{ aspectRatio: String(ratio) }}>
      <video ref={video} className={styles.video} poster={poster || undefined} controls playsInline preload="none" aria-label={title} onError={() => setFailed(true)} />
      {failed ? (
        <p className={styles.error} role="alert">
          {t('videoFailed')}
        </p>
      ) : null}
    </div>
  );
}
