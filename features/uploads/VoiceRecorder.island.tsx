'use client';

import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './MediaUploader.module.css';

/** The longest voice note, in seconds: the audio limit is far above what this makes. */
const MAX_SECONDS = 180;

const canRecord = () =>
  typeof window !== 'undefined' && typeof window.MediaRecorder === 'function' && !!navigator.mediaDevices?.getUserMedia;
const noSubscription = () => () => {};

/**
 * Records a voice note with the microphone (MediaRecorder) and hands it on as a file, which then
 * uploads like a chosen one. Shown only where the browser can record; the server still decides
 * the format by the content (webm/ogg in Chromium and Firefox, mp4 in Safari).
 */
export function VoiceRecorder({ onRecorded }: { onRecorded: (file: File) => void }) {
  const t = useTranslations('upload');
  const supported = useSyncExternalStore(noSubscription, canRecord, () => false);
  const [state, setState] = useState<'idle' | 'recording' | 'denied'>('idle');
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  async function start() {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return setState('denied');
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      if (timer.current) clearTimeout(timer.current);
      const type = media.mimeType || 'audio/webm';
      const extension = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
      setState('idle');
      onRecorded(
        new File(chunks, `voice-${new Date().toISOString().slice(11, 19).replace(/:/g, '')}.${extension}`, { type }),
      );
    };
    recorder.current = media;
    media.start();
    setState('recording');
    timer.current = setTimeout(() => media.stop(), MAX_SECONDS * 1000);
  }

  if (!supported) return null;
  return (
    <>
      <button
        type="button"
        className={styles.small}
        aria-pressed={state === 'recording'}
        onClick={() => (state === 'recording' ? recorder.current?.stop() : void start())}
      >
        {state === 'recording' ? t('stopRecording') : t('record')}
      </button>
      {state === 'denied' ? (
        <p className={styles.error} role="alert">
          {t('microphoneDenied')}
        </p>
      ) : null}
    </>
  );
}
