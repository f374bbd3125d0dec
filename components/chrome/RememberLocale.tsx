'use client';

import { useEffect } from 'react';
import { isLocale } from '@/lib/i18n/locales';
import { endpointUrl, type InputOf } from '@/lib/client/endpoint';
import { rememberLocale } from '@/lib/client/endpoints';

/**
 * A language chosen by `?lang=` is remembered for the reader's next pages. The page itself cannot
 * set the cookie (a cached page carries no Set-Cookie, docs/decisions/0009), so this island asks
 * our API to, once per choice.
 */
export function RememberLocale() {
  useEffect(() => {
    const locale = new URLSearchParams(window.location.search).get('lang');
    if (!isLocale(locale)) return;
    const input: InputOf<typeof rememberLocale> = { locale };
    // A plain fetch, not callHandler: this island is on every page, and nobody waits for the answer.
    void fetch(endpointUrl(rememberLocale), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      credentials: 'same-origin',
    }).catch(() => undefined);
  }, []);
  return null;
}
