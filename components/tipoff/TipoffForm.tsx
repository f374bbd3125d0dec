'use client';

import { useCallback, useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { sendTipoff } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { MediaUploader, type UploadedMedia } from '@/components/upload/MediaUploader';
import styles from './Tipoff.module.css';

const MAX_CONTENT = 2000;

/** A key for one tip-off: kept across retries, so a submit whose answer was lost is not sent twice. */
const newRequestKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Send a tip-off (issue 18): text, a contact, pictures, a video, and a voice note recorded or
 * chosen. Files upload as they are added; a failed upload or a failed send leaves every field and
 * every other file as it was. After sending, the tip-off's own page (with its handling status).
 */
export function TipoffForm() {
  const t = useTranslations('tipoff');
  const errorText = useCallErrorText();
  const router = useRouter();
  const id = useId();
  // The text fields are read from the form when it is sent, not mirrored in state: what a
  // reader typed before the page's script ran is kept and sent like the rest.
  const [length, setLength] = useState(0);
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  const [videos, setVideos] = useState<UploadedMedia[]>([]);
  const [audios, setAudios] = useState<UploadedMedia[]>([]);
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [requestKey] = useState(newRequestKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const busyOf = useCallback((kind: string) => (busy: boolean) => setUploading((all) => (all[kind] === busy ? all : { ...all, [kind]: busy })), []);
  const [onPicturesBusy] = useState(() => busyOf('picture'));
  const [onVideoBusy] = useState(() => busyOf('video'));
  const [onAudioBusy] = useState(() => busyOf('audio'));
  const stillUploading = Object.values(uploading).some(Boolean);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget as HTMLFormElement);
    const text = (name: string) => String(fields.get(name) ?? '');
    const content = text('content');
    if (content.trim() === '') return setError(t('contentRequired'));
    if (stillUploading) return setError(t('waitUploads'));
    setSending(true);
    setError(null);
    try {
      const answer = await callHandler(sendTipoff, {
        title: text('title'),
        content,
        contact: text('contact'),
        pictureIds: pictures.map((file) => file.fileId),
        videoIds: videos.map((file) => file.fileId),
        audioIds: audios.map((file) => file.fileId),
        requestKey,
      });
      router.push(`/tipoffDetail/${answer.id}.html`);
    } catch (failure) {
      setError(errorText(failure, t('sendFailed')));
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.note}>{t('intro')}</p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          {t('titleLabel')}
        </label>
        <input id={`${id}-title`} name="title" className={styles.input} maxLength={60} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-content`}>
          {t('contentLabel')}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          className={styles.textarea}
          maxLength={MAX_CONTENT}
          required
          placeholder={t('contentPlaceholder')}
          onInput={(e) => setLength(e.currentTarget.value.length)}
        />
        <span className={styles.counter} aria-hidden="true">
          {length}/{MAX_CONTENT}
        </span>
      </div>
      <MediaUploader kind="picture" label={t('pictures')} onChange={setPictures} onBusyChange={onPicturesBusy} />
      <MediaUploader kind="video" label={t('video')} onChange={setVideos} onBusyChange={onVideoBusy} />
      <MediaUploader kind="audio" label={t('audio')} onChange={setAudios} onBusyChange={onAudioBusy} record />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-contact`}>
          {t('contactLabel')}
        </label>
        <input
          id={`${id}-contact`}
          name="contact"
          className={styles.input}
          maxLength={60}
          autoComplete="tel"
          inputMode="tel"
        />
        <span className={styles.note}>{t('contactNote')}</span>
      </div>
      <div aria-live="assertive">
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
