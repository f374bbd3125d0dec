'use client';

import { useEffect } from 'react';
import { CONSOLE_DELAY_MS, debugToolsMode } from '@/lib/debug/debugTools';

/**
 * The developer-tools trap and the on-page console (docs/product.md §9), rendered only on a site whose config enables it
 * (app/layout.tsx). It arms only with the debug suffix and never for crawlers (lib/debug/debugTools.ts),
 * decided here in the browser so the cached page stays the same for everyone; the trap's or the
 * console's code is imported only then. A module, not an inline script: the CSP allows no other.
 */
export function DebugTools() {
  useEffect(() => {
    const mode = debugToolsMode({ enabled: true, search: window.location.search, userAgent: navigator.userAgent });
    if (mode === 'none') return;
    let stop: (() => void) | undefined;
    let gone = false;
    if (mode === 'trap') {
      void import('@/lib/debug/devtoolsTrap').then(({ startDevtoolsTrap }) => {
        if (!gone) stop = startDevtoolsTrap();
      });
    } else {
      const timer = window.setTimeout(() => {
        void import('vconsole').then(({ default: VConsole }) => {
          if (gone) return;
          const console = new VConsole();
          stop = () => console.destroy();
        });
      }, CONSOLE_DELAY_MS);
      stop = () => window.clearTimeout(timer);
    }
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return null;
}
