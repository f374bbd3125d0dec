'use client';

import { useEffect } from 'react';
import type { SharePayload } from '@/features/share/sharePayload';
import { isWeixinBrowser } from '@/lib/device/weixin';
import { setWeixinConfigState } from '@/features/share/weixinConfigState';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';

// A set-up that has not loaded in 120 s has failed (docs/product.md §8): the open tag stops waiting for it.
const loadWeixinShareSetup = withChunkTimeout('weixinShareSetup', () => import('./weixinShareSetup'));

/**
 * Inside weixin: configure the JS-SDK with our page's signature and set the share card
 * (title, description, link, image), or hide the share menu when the article forbids sharing; the
 * same configuration enables weixin's open tag for the open-in-app island (features/share/weixinConfigState.ts).
 * Elsewhere it does nothing.
 *
 * A share from weixin's own menu earns no points and records no share (docs/decisions/0036): the
 * `success` of updateAppMessageShareData / updateTimelineShareData says the card was SET, and runs
 * on every page load; weixin tells a page nothing about a share the reader completes (the older
 * onMenuShare* callbacks answer success for a cancelled share too). Points for sharing come only
 * from our own share button (ShareButton), where the share sheet or the copied link is ours to see.
 */
export function WeixinShare({ payload, shareClosed }: { payload: SharePayload; shareClosed: boolean }) {
  useEffect(() => {
    if (!isWeixinBrowser(navigator.userAgent)) return;
    let cancelled = false;
    // The set-up is loaded only here, inside weixin: other readers' first load does not carry it.
    loadWeixinShareSetup().then(
      ({ setUpWeixinShare }) => setUpWeixinShare(payload, shareClosed, () => cancelled),
      (error: unknown) => {
        console.warn('[weixin] share setup failed', error instanceof Error ? error.message : error);
        setWeixinConfigState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [payload, shareClosed]);
  return null;
}
