'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ClientCallError } from '@/lib/client/clientCallError';
import { callHandler } from '@/lib/client/http';
import { submitArticle } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { BASE_PATH } from '@/lib/basePath';
import { loginHref } from '@/lib/auth/returnPath';
import { MediaUploader, type UploadedMedia } from '@/components/upload/MediaUploader';
import styles from '@/components/tipoff/Tipoff.module.css';

const newRequestKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Submitting to a call for articles: a title, the text, pictures, a video and audio. The text is
 * read from the form when sent (nothing typed before the script ran is lost), a failure keeps it
 * all, and the request key makes a retried send one submission. Then the submission's own page.
 */
export function SubmitForm({ seekId }: { seekId: number }) {
  const t = useTranslations('submission');
  const errorText = useCallErrorText();
  const router = useRouter();
  const id = useId();
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  const [videos, setVideos] = useState<UploadedMedia[]>([]);
  const [audios, setAudios] = useState<UploadedMedia[]>([]);
  const [busy, setBusy] = useState({ picture: false, video: false, audio: false });
  const [requestKey] = useState(newRequestKey);
  // Stable callbacks: the uploaders report from an effect that runs when they change.
  const [busyOf] = useState(() => (kind: 'picture' | 'video' | 'audio') => (b: boolean) => setBusy((s) => (s[kind] === b ? s : { ...s, [kind]: b })));
  const [onBusy] = useState(() => ({ picture: busyOf('picture'), video: busyOf('video'), audio: busyOf('audio') }));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; login: boolean } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const title = String(fields.get('title') ?? '').trim();
    const content = String(fields.get('content') ?? '').trim();
    if (!title || !content) return setError({ text: t('required'), login: false });
    if (busy.picture || busy.video || busy.audio) return setError({ text: t('waitUploads'), login: false });
    setSending(true);
    setError(null);
    try {
      const answer = await callHandler(submitArticle, {
        seekId, title, content,
        pictureIds: pictures.map((p) => p.fileId), videoIds: videos.map((v) => v.fileId), audioIds: audios.map((a) => a.fileId),
        requestKey,
      });
      router.push(`/inputArticleDetail/${answer.id}.html`);
    } catch (failure) {
      setError({ text: errorText(failure, t('failed')), login: failure instanceof ClientCallError && failure.code === 'loginRequired' });
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.title}>
        {t('formHeading')}
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          {t('titleLabel')}
        </label>
        <input id={`${id}-title`} name="title" className={styles.input} maxLength={60} required />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-content`}>
          {t('contentLabel')}
        </label>
        <textarea id={`${id}-content`} name="content" className={styles.textarea} maxLength={5000} required />
      </div>
      <MediaUploader kind="picture" label={t('pictures')} onChange={setPictures} onBusyChange={onBusy.picture} />
      <MediaUploader kind="video" label={t('video')} onChange={setVideos} onBusyChange={onBusy.video} />
      <MediaUploader kind="audio" label={t('audio')} onChange={setAudios} onBusyChange={onBusy.audio} record />
      <div aria-live="assertive">
        {error ? (
          <p className={styles.error} role="alert">
            {error.text}{' '}
            {error.login ? (
              <a className={styles.link} href={`${BASE_PATH}${loginHref(window.location.pathname.replace(BASE_PATH, ''))}`}>
                {t('signIn')}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
