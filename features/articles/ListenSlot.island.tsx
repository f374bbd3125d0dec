'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { browserSynthesis, voiceFor } from './listenVoice';
import { withChunkTimeout } from '@/lib/client/chunkTimeout';

// The player is code only a browser with a voice for the article's language can use: it loads
// there, once that voice is known, and not with every article's first load (docs/decisions/0070).
const ListenButton = lazy(
  withChunkTimeout('ListenButton', () =>
    import('./ListenButton.island').then((module) => ({ default: module.ListenButton })),
  ),
);

/** Voices often arrive after load: the browser says when they changed. */
function subscribeVoices(onChange: () => void): () => void {
  const synth = browserSynthesis();
  synth?.addEventListener('voiceschanged', onChange);
  return () => synth?.removeEventListener('voiceschanged', onChange);
}

const noVoiceOnServer = () => false;

/**
 * Where the listening button goes (docs/decisions/0062): nothing in the server HTML, as before, and
 * nothing loaded where the browser has no voice for the article's language (Tibetan everywhere today).
 */
export function ListenSlot({ lang, title }: { lang: string; title: string }) {
  const hasVoice = useSyncExternalStore(
    subscribeVoices,
    () => {
      const synth = browserSynthesis();
      return synth !== null && voiceFor(synth.getVoices(), lang) !== null;
    },
    noVoiceOnServer,
  );
  if (!hasVoice) return null;
  return (
    <Suspense fallback={null}>
      <ListenButton lang={lang} title={title} />
    </Suspense>
  );
}
