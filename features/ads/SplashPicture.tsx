'use client';

import { useCallback, useEffect, useRef } from 'react';
import styles from './Splash.module.css';

interface Props {
  src: string;
  srcSet: string;
  title: string;
  /** The picture is on the screen: the splash's seconds start. */
  onShown: () => void;
  /** The picture cannot be had: the splash closes. */
  onFailed: () => void;
}

/**
 * The splash's picture, painted into a canvas. A browser takes the largest image or text it paints
 * for the page's largest contentful paint, and a full-screen ad would always win over home's own lead
 * picture and headlines (docs/decisions/0087); what a canvas draws is never a candidate. The <img>
 * still chooses the width from the srcset and loads it, but is never painted (`hidden`); the canvas
 * carries the ad's title as its accessible name.
 */
export function SplashPicture({ src, srcSet, title, onShown, onFailed }: Props) {
  const picture = useRef<HTMLImageElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  const draw = useCallback(() => {
    const image = picture.current;
    const target = canvas.current;
    if (!image || !target || !image.naturalWidth) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.round(target.clientWidth * ratio);
    const height = Math.round(target.clientHeight * ratio);
    target.width = width;
    target.height = height;
    const context = target.getContext('2d');
    if (!context) return;
    // Shown whole (object-fit: contain), centred on the overlay's black.
    const scale = Math.min(width / image.naturalWidth, height / image.naturalHeight);
    const drawnWidth = image.naturalWidth * scale;
    const drawnHeight = image.naturalHeight * scale;
    context.drawImage(image, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
  }, []);

  useEffect(() => {
    window.addEventListener('resize', draw);
    return () => window.removeEventListener('resize', draw);
  }, [draw]);

  return (
    <>
      <canvas ref={canvas} className={styles.image} role="img" aria-label={title} />
      {/* eslint-disable-next-line @next/next/no-img-element -- loaded for the canvas, never painted */}
      <img
        ref={picture}
        hidden
        alt=""
        src={src}
        srcSet={srcSet || undefined}
        sizes={srcSet ? '100vw' : undefined}
        onLoad={() => {
          draw();
          onShown();
        }}
        onError={onFailed}
      />
    </>
  );
}
