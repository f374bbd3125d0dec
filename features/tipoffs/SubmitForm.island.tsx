'use client';

import { useId, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { submitArticle } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { SUBMISSION_TEXT_MAX, TITLE_MAX } from '@/lib/forms/limits';
import { CountedTextarea } from '@/components/forms/CountedTextarea.island';
import { FormStatus } from '@/components/forms/FormStatus.island';
import { useMediaSend } from '@/features/uploads/useMediaSend';
import { MediaUploader } from '@/features/uploads/MediaUploader.island';
import forms from '@/components/forms/Form.module.css';
import styles from '@/features/tipoffs/Tipoff.module.css';
import { useHydrated } from '@/lib/client/useHydrated';
import { inputArticleDetailRoute } from '@/features/tipoffs/paths';

/**
 * Submitting to a call for articles: a title, the text, pictures, a video and audio. The text is
 * read from the form when sent (nothing typed before the script ran is lost), a failure keeps it
 * all, and the request key makes a retried send one submission. Then the submission's own page.
 */
export function SubmitForm({ seekId, returnPath }: { seekId: number; returnPath: string }) {
  const t = useTranslations('submission');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const errorText = useCallErrorText();
  const router = useRouter();
  const id = useId();
  const media = useMediaSend(t('waitUploads'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const title = String(fields.get('title') ?? '').trim();
    const content = String(fields.get('content') ?? '').trim();
    if (!title || !content) return media.refuse(t('required'));
    await media.send(
      async (ids) => {
        const answer = await callHandler(submitArticle, { seekId, title, content, ...ids });
        router.push(inputArticleDetailRoute.href({ id: answer.id }));
      },
      (failure) => errorText(failure, t('failed')),
    );
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.title}>
        {t('formHeading')}
      </h2>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-title`}>
          {t('titleLabel')}
        </label>
        <input id={`${id}-title`} name="title" className={forms.input} maxLength={TITLE_MAX} required />
      </div>
      <CountedTextarea
        id={`${id}-content`}
        name="content"
        label={t('contentLabel')}
        limit={SUBMISSION_TEXT_MAX}
        required
      />
      <MediaUploader kind="picture" label={t('pictures')} {...media.uploader.picture} />
      <MediaUploader kind="video" label={t('video')} {...media.uploader.video} />
      <MediaUploader kind="audio" label={t('audio')} {...media.uploader.audio} record />
      <FormStatus problem={media.problem} returnPath={returnPath} signInLabel={t('signIn')} />
      <button type="submit" className={forms.primary} disabled={media.sending || !hydrated}>
        {media.sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
