'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { createPost } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { POST_TEXT_MAX } from '@/lib/forms/limits';
import { CountedTextarea } from '@/components/forms/CountedTextarea.island';
import { FormStatus } from '@/components/forms/FormStatus.island';
import { useMediaSend } from '@/features/uploads/useMediaSend';
import { MediaUploader } from '@/features/uploads/MediaUploader.island';
import { useHydrated } from '@/lib/client/useHydrated';
import forms from '@/components/forms/Form.module.css';
import styles from './Circle.module.css';
import { circleDetailRoute } from '@/features/circles/paths';

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
  const media = useMediaSend(t('waitUploads'));
  const pictures = media.files.picture.length;
  const videos = media.files.video.length;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const content = String(new FormData(form).get('content') ?? '');
    if (content.trim() === '' && pictures === 0 && videos === 0) return media.refuse(t('postEmpty'));
    if (pictures > 0 && videos > 0) return media.refuse(t('picturesOrVideo'));
    const sent = await media.send(
      ({ pictureIds, videoIds, requestKey }) =>
        callHandler(createPost, { circleId, content, pictureIds, videoIds, requestKey }).then(() => undefined),
      (failure) => errorText(failure, t('postFailed')),
    );
    if (!sent) return;
    form.reset();
    media.reset();
    setOpen(false);
    // The newest posts, where this one now is first.
    router.push(circleDetailRoute.href({ id: circleId }, { posted: Date.now() }));
    router.refresh();
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
      <CountedTextarea
        id={`${id}-content`}
        name="content"
        label={t('postContent')}
        limit={POST_TEXT_MAX}
        placeholder={t('postPlaceholder')}
      />
      {videos === 0 ? <MediaUploader kind="picture" label={t('pictures')} {...media.uploader.picture} /> : null}
      {pictures === 0 ? <MediaUploader kind="video" label={t('video')} {...media.uploader.video} /> : null}
      <FormStatus
        problem={media.problem}
        returnPath={circleDetailRoute.href({ id: circleId })}
        signInLabel={t('signIn')}
      />
      <button type="submit" className={forms.primary} disabled={media.sending || !hydrated}>
        {media.sending ? t('posting') : t('post')}
      </button>
    </form>
  );
}
