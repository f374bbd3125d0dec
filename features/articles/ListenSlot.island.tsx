'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/client/useHydrated';

// The player is code only a browser with speech synthesis can use: it loads after hydration, there
// and only there, instead of with every article's first load (docs/decisions/0070).
const ListenButton = lazy(() => import('./ListenButton.island').then((module) => ({ default: module.ListenButton })));

/** A browser that can speak at all (which voice, if any, reads the page's language is the player's question). */
function canSpeak(): boolean {
  return 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

/**
 * Where the listening button goes (docs/decisions/0062): nothing in the server HTML, as before, and
 * nothing loaded where the browser has no speech synthesis.
 */
export function ListenSlot({ lang, title }: { lang: string; title: string }) {
  // After hydration only: the first render in the browser must agree with the server HTML (nothing).
  const hydrated = useHydrated();
  if (!hydrated || !canSpeak()) return null;
  return (
    <Suspense fallback={null}>
      <ListenButton lang={lang} title={title} />
    </Suspense>
  );
}
