'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ClientCallError } from '@/lib/client/clientCallError';
import { callHandler } from '@/lib/client/http';
import { createPost } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { BASE_PATH } from '@/lib/basePath';
import { MediaUploader, type UploadedMedia } from '@/components/upload/MediaUploader';
import styles from './Circle.module.css';
import { loginHref } from '@/lib/auth/returnPath';

const newRequestKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * Posting in a circle (circle/create-post): text and up to nine pictures or one video. Closed
 * until the reader opens it, so the cached page carries no reader's state; a reader who is not
 * signed in learns it from the first upload or the send, with a link to sign in. A failure keeps
 * the text and the files; the request key makes a retried send create the post once.
 */
export function CreatePost({ circleId, circleName }: { circleId: number; circleName: string }) {
  const t = useTranslations('circle');
  const errorText = useCallErrorText();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  const [videos, setVideos] = useState<UploadedMedia[]>([]);
  const [busyPictures, setBusyPictures] = useState(false);
  const [busyVideo, setBusyVideo] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; login: boolean } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const content = String(new FormData(form).get('content') ?? '');
    if (content.trim() === '' && pictures.length === 0 && videos.length === 0) return setError({ text: t('postEmpty'), login: false });
    if (pictures.length > 0 && videos.length > 0) return setError({ text: t('picturesOrVideo'), login: false });
    if (busyPictures || busyVideo) return setError({ text: t('waitUploads'), login: false });
    setSending(true);
    setError(null);
    try {
      await callHandler(createPost, { circleId, content, pictureIds: pictures.map((p) => p.fileId), videoIds: videos.map((v) => v.fileId), requestKey });
      form.reset();
      setOpen(false);
      setRequestKey(newRequestKey());
      // The newest posts, where this one now is first.
      router.push(`/circleDetail/${circleId}.html?posted=${Date.now()}`);
      router.refresh();
    } catch (failure) {
      const login = failure instanceof ClientCallError && failure.code === 'loginRequired';
      setError({ text: errorText(failure, t('postFailed')), login });
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className={styles.postButton} onClick={() => setOpen(true)}>
        {t('write')}
      </button>
    );
  }
  const signInHref = `${BASE_PATH}${loginHref(`/circleDetail/${circleId}.html`)}`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('writeIn', { name: circleName })}>
      <label className={styles.label} htmlFor={`${id}-content`}>
        {t('postContent')}
      </label>
      <textarea id={`${id}-content`} name="content" className={styles.textarea} maxLength={2000} placeholder={t('postPlaceholder')} />
      {videos.length === 0 ? <MediaUploader kind="picture" label={t('pictures')} onChange={setPictures} onBusyChange={setBusyPictures} /> : null}
      {pictures.length === 0 ? <MediaUploader kind="video" label={t('video')} onChange={setVideos} onBusyChange={setBusyVideo} /> : null}
      <div aria-live="assertive">
        {error ? (
          <p className={styles.error} role="alert">
            {error.text}{' '}
            {error.login ? (
              <a href={signInHref} className={styles.backLink}>
                {t('signIn')}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.primary} disabled={sending}>
        {sending ? t('posting') : t('post')}
      </button>
    </form>
  );
}
