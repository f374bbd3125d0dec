'use client';

import { useEffect } from 'react';
import { IMAGE_PLACEHOLDER_SRC } from '@/components/media/siteImages';

/** Marks an image that was mended: it is not mended twice (nor is the placeholder, should it fail too). */
const MENDED = 'data-broken';

/** An image that failed to load shows the site's own placeholder instead of the browser's broken-image icon. */
export function mendImage(img: HTMLImageElement): void {
  if (img.hasAttribute(MENDED)) return;
  img.setAttribute(MENDED, '');
  // The browser would pick a candidate of the srcset again (of the host that just failed).
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  if (img.parentElement instanceof HTMLPictureElement) {
    for (const source of img.parentElement.querySelectorAll('source')) source.removeAttribute('srcset');
  }
  img.src = IMAGE_PLACEHOLDER_SRC;
}

/** Loaded, but broken: what failed before this island ran (a cached page's images fail before hydration). */
export function isBroken(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0 && img.getAttribute('src') !== '';
}

/**
 * docs/decisions/0045: while the platform's media host is down, a cached page's pictures fail. Each
 * one, failed before hydration or after (lists that load more), is given the site's placeholder,
 * so the page looks like a page waiting for its pictures rather than a broken one. Errors do not
 * bubble: one listener on the document, in the capture phase, sees every image's.
 */
export function BrokenImages() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) mendImage(event.target);
    };
    document.addEventListener('error', onError, true);
    for (const img of document.images) if (isBroken(img)) mendImage(img);
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
