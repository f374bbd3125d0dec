'use client';

import { createElement, useEffect, useState, useSyncExternalStore } from 'react';
import { subscribeWeixinConfigState, weixinConfigState } from '@/features/share/weixinConfigState';
import styles from './OpenInApp.module.css';

/** Weixin draws the tag's button from this template, in a frame of its own: our stylesheet does not reach it. */
function template(label: string): string {
  const text = label.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const style =
    '.open{display:block;width:100%;height:36px;margin:0;padding:0 14px;border:0;border-radius:18px;background:#c8102e;color:#fff;font-size:15px;line-height:36px;}';
  return `<script type="text/wxtag-template"><style>${style}</style><button class="open">${text}</button></script>`;
}

/**
 * Weixin's open tag (`wx-open-launch-app`, JS-SDK 1.6.0 with openTagList, configured once per page
 * by WeixinShare): weixin opens the app and hands it `extinfo`, the page's address. When weixin
 * cannot (no app installed, the account not bound to it) the tag's `error` event fires on the
 * reader's tap, and a configuration that failed means weixin never draws the tag: either way the
 * island falls back to the overlay (docs/decisions/0038).
 */
export default function WeixinLaunchTag({
  appid,
  extinfo,
  label,
  onFailure,
}: {
  appid: string;
  extinfo: string;
  label: string;
  onFailure: (failure: 'failed' | 'tapped') => void;
}) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const configState = useSyncExternalStore(subscribeWeixinConfigState, weixinConfigState, () => 'pending' as const);
  useEffect(() => {
    if (configState === 'failed') onFailure('failed');
  }, [configState, onFailure]);
  useEffect(() => {
    if (!element) return;
    const onError = (event: Event) => {
      console.warn('[weixin] open tag failed', (event as CustomEvent<unknown>).detail);
      onFailure('tapped');
    };
    element.addEventListener('error', onError);
    return () => element.removeEventListener('error', onError);
  }, [element, onFailure]);
  return createElement('wx-open-launch-app', {
    ref: setElement,
    className: styles.tag,
    appid,
    extinfo,
    dangerouslySetInnerHTML: { __html: template(label) },
  });
}
