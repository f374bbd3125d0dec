'use client';

import { useEffect } from 'react';
import { debugToolsMode } from '@/lib/debug/debugTools';

/**
 * The developer-tools trap (docs/product.md §9), rendered only on a site whose config enables it
 * (app/layout.tsx). It arms only with the debug suffix and never for crawlers (lib/debug/debugTools.ts),
 * decided here in the browser so the cached page stays the same for everyone; the trap's code is
 * imported only then. A module, not an inline script: the CSP allows no other.
 */
export function DebugTools() {
  useEffect(() => {
    if (debugToolsMode({ enabled: true, search: window.location.search, userAgent: navigator.userAgent }) !== 'trap') return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/lib/debug/devtoolsTrap').then(({ startDevtoolsTrap }) => {
      if (!gone) stop = startDevtoolsTrap();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return null;
}
