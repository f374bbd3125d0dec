'use client';

import { useEffect } from 'react';
import { BASE_PATH } from '@/lib/basePath';
import { isLocale } from '@/lib/i18n/locales';

/**
 * A language chosen by `?lang=` is remembered for the reader's next pages. The page itself cannot
 * set the cookie (a cached page carries no Set-Cookie, docs/decisions/0009), so this island asks
 * our API to, once per choice.
 */
export function RememberLocale() {
  useEffect(() => {
    const locale = new URLSearchParams(window.location.search).get('lang');
    if (!isLocale(locale)) return;
    void fetch(`${BASE_PATH}/api/locale`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
      credentials: 'same-origin',
    }).catch(() => undefined);
  }, []);
  return null;
}
