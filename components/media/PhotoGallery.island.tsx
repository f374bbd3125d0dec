'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Picture } from './picture.types';
import dynamic from 'next/dynamic';
import styles from './PhotoGallery.module.css';
import { useHydrated } from '@/lib/client/useHydrated';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';

// The viewer's code loads when a reader opens it, not with the page (less to run at first load).
const PhotoViewer = dynamic(
  withChunkTimeout('PhotoViewer', () => import('./PhotoViewer.island').then((m) => m.PhotoViewer)),
  { ssr: false },
);

/** The photo set on the page (the first picture large, captions below); tap opens the viewer. */
export function PhotoGallery({ pictures, title }: { pictures: Picture[]; title: string }) {
  const t = useTranslations('media');
  const [open, setOpen] = useState<number | null>(null);
  // Opening the viewer needs the script: until it runs a tap would be lost without a sign.
  const hydrated = useHydrated();
  return (
    <>
      <ul className={styles.grid}>
        {pictures.map((picture, index) => (
          <li key={`${picture.url}-${index}`} className={index === 0 ? styles.first : undefined}>
            <button
              type="button"
              className={styles.open}
              onClick={() => setOpen(index)}
              disabled={!hydrated}
              aria-label={t('openPhoto', { index: index + 1, total: pictures.length })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- sized pictures from the platform's media host */}
              <img
                src={picture.url}
                alt={picture.caption}
                width={index === 0 ? 720 : 240}
                height={index === 0 ? 480 : 160}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </button>
            {index === 0 && picture.caption ? <p className={styles.caption}>{picture.caption}</p> : null}
          </li>
        ))}
      </ul>
      {open !== null ? (
        <PhotoViewer pictures={pictures} startIndex={open} title={title} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
