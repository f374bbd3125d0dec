'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { createPost } from '@/lib/client/endpoints';
import { newRequestKey } from '@/lib/client/requestKey';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { POST_TEXT_MAX } from '@/lib/forms/limits';
import { CountedTextarea } from '@/components/forms/CountedTextarea';
import { FormStatus, formProblem, type FormProblem } from '@/components/forms/FormStatus';
import { useUploadsBusy } from '@/components/forms/useUploadsBusy';
import { MediaUploader, type UploadedMedia } from '@/components/upload/MediaUploader';
import { useHydrated } from '@/lib/client/useHydrated';
import forms from '@/components/forms/Form.module.css';
import styles from './Circle.module.css';

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
  const hydrated = useHydrated();
  const [pictures, setPictures] = useState<UploadedMedia[]>([]);
  const [videos, setVideos] = useState<UploadedMedia[]>([]);
  const uploads = useUploadsBusy();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const content = String(new FormData(form).get('content') ?? '');
    if (content.trim() === '' && pictures.length === 0 && videos.length === 0) return setProblem({ text: t('postEmpty'), signIn: false });
    if (pictures.length > 0 && videos.length > 0) return setProblem({ text: t('picturesOrVideo'), signIn: false });
    if (uploads.anyBusy) return setProblem({ text: t('waitUploads'), signIn: false });
    setSending(true);
    setProblem(null);
    try {
      await callHandler(createPost, { circleId, content, pictureIds: pictures.map((p) => p.fileId), videoIds: videos.map((v) => v.fileId), requestKey });
      form.reset();
      setOpen(false);
      setRequestKey(newRequestKey());
      // The newest posts, where this one now is first.
      router.push(`/circleDetail/${circleId}.html?posted=${Date.now()}`);
      router.refresh();
    } catch (failure) {
      setProblem(formProblem(failure, errorText(failure, t('postFailed'))));
    } finally {
      setSending(false);
    }
  }

  if (!open) {
    return (
      <button type="button" className={styles.postButton} onClick={() => setOpen(true)} disabled={!hydrated}>
        {t('write')}
      </button>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('writeIn', { name: circleName })}>
      <CountedTextarea id={`${id}-content`} name="content" label={t('postContent')} limit={POST_TEXT_MAX} placeholder={t('postPlaceholder')} />
      {videos.length === 0 ? <MediaUploader kind="picture" label={t('pictures')} onChange={setPictures} onBusyChange={uploads.onBusy.picture} /> : null}
      {pictures.length === 0 ? <MediaUploader kind="video" label={t('video')} onChange={setVideos} onBusyChange={uploads.onBusy.video} /> : null}
      <FormStatus problem={problem} returnPath={`/circleDetail/${circleId}.html`} signInLabel={t('signIn')} />
      <button type="submit" className={forms.primary} disabled={sending || !hydrated}>
        {sending ? t('posting') : t('post')}
      </button>
    </form>
  );
}
