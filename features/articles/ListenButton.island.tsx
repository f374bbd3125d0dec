'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/client/useHydrated';
import { speakableBlocks, speechChunks, voiceFor } from './listen';
import { browserSynthesis } from './listenVoice';
import styles from './Listen.module.css';

type Playing = 'idle' | 'playing' | 'paused' | 'done';

/** The element of the article's text (features/articles/ArticleBody.tsx). */
const BODY_SELECTOR = '[data-article-body]';

/**
 * Reads the article aloud with the browser's own voice (docs/decisions/0062): nothing in the
 * server HTML, and nothing at all where the browser has no voice for the page's language (Tibetan
 * everywhere today), so no reader meets a button that cannot work. The text is the title and
 * the article body only, spoken a sentence or two at a time; pausing stops the voice and resuming
 * starts that piece again (some phones' pause() does nothing).
 */
export function ListenButton({ lang, title }: { lang: string; title: string }) {
  const t = useTranslations('listen');
  const hydrated = useHydrated();
  // The voice for the page's language and the text in pieces; null until both are known.
  const [ready, setReady] = useState<{ voice: SpeechSynthesisVoice; chunks: string[] } | null>(null);
  const [playing, setPlaying] = useState<Playing>('idle');
  const [position, setPosition] = useState(0);
  // Each start or stop is a new generation: the events of an utterance cancelled before it are ignored.
  const generation = useRef(0);

  useEffect(() => {
    const synth = browserSynthesis();
    const body = document.querySelector(BODY_SELECTOR);
    if (!synth || !body) return;
    const blocks = speakableBlocks(body);
    if (blocks.length === 0) return;
    const chunks = speechChunks([title, ...blocks]);
    // Voices often arrive after load: ask again when the browser says they changed.
    const pick = () => {
      const voice = voiceFor(synth.getVoices(), lang);
      setReady(voice ? { voice, chunks } : null);
    };
    pick();
    synth.addEventListener('voiceschanged', pick);
    return () => {
      synth.removeEventListener('voiceschanged', pick);
      generation.current += 1;
      synth.cancel();
    };
  }, [lang, title]);

  if (!ready) return null;
  const { voice, chunks } = ready;

  const speakFrom = (start: number) => {
    const synth = browserSynthesis();
    if (!synth) return;
    const current = ++generation.current;
    synth.cancel();
    const step = (index: number) => {
      if (current !== generation.current) return;
      setPosition(index);
      if (index >= chunks.length) {
        setPlaying('done');
        return;
      }
      const utterance = new SpeechSynthesisUtterance(chunks[index]);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      utterance.onend = () => step(index + 1);
      utterance.onerror = () => {
        // A cancel of ours ends the old generation; any other error stops where it was.
        if (current === generation.current) setPlaying('paused');
      };
      synth.speak(utterance);
    };
    setPlaying('playing');
    step(start);
  };

  const pause = () => {
    generation.current += 1;
    browserSynthesis()?.cancel();
    setPlaying('paused');
  };

  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const spoken = chunks.slice(0, position).reduce((sum, chunk) => sum + chunk.length, 0);
  const percent = total === 0 ? 0 : Math.round((spoken / total) * 100);
  const label =
    playing === 'playing'
      ? t('pause')
      : playing === 'paused'
        ? t('resume')
        : playing === 'done'
          ? t('again')
          : t('play');

  return (
    <div className={styles.listen} role="group" aria-label={t('label')} data-testid="listen">
      <button
        type="button"
        className={styles.button}
        aria-pressed={playing === 'playing'}
        disabled={!hydrated}
        onClick={() => (playing === 'playing' ? pause() : speakFrom(playing === 'paused' ? position : 0))}
      >
        {playing === 'playing' ? '❚❚ ' : '▶ '}
        {label}
      </button>
      <progress className={styles.progress} max={100} value={percent} aria-label={t('progress')} />
      <span className={styles.percent} data-testid="listen-progress">
        {t('percent', { percent })}
      </span>
    </div>
  );
}
