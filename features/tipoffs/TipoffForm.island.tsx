'use client';

import { useId, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { sendTipoff } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { CONTACT_MAX, TIPOFF_TEXT_MAX, TITLE_MAX } from '@/lib/forms/limits';
import { CountedTextarea } from '@/components/forms/CountedTextarea.island';
import { FormStatus } from '@/components/forms/FormStatus.island';
import { useMediaSend } from '@/features/uploads/useMediaSend';
import { MediaUploader } from '@/features/uploads/MediaUploader.island';
import forms from '@/components/forms/Form.module.css';
import { useHydrated } from '@/lib/client/useHydrated';
import { useToast } from '@/components/chrome/Toast.island';
import { tipoffDetailRoute } from '@/features/tipoffs/paths';

/**
 * Send a tip-off (docs/product.md §2, tipoffDetail): text, a contact, pictures, a video, and a voice note recorded or
 * chosen (`voiceNote`: where the platform takes one; the real tipoff has no field for it). Files upload as they are added; a failed upload or a failed send leaves every field and
 * every other file as it was. After sending, the tip-off's own page (with its handling status).
 */
export function TipoffForm({ returnPath, voiceNote = true }: { returnPath: string; voiceNote?: boolean }) {
  const t = useTranslations('tipoff');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const errorText = useCallErrorText();
  const router = useRouter();
  const toast = useToast();
  const id = useId();
  // The text fields are read from the form when it is sent, not mirrored in state: what a
  // reader typed before the page's script ran is kept and sent like the rest.
  const media = useMediaSend(t('waitUploads'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '');
    const content = text('content');
    if (content.trim() === '') return media.refuse(t('contentRequired'));
    await media.send(
      async (ids) => {
        const answer = await callHandler(sendTipoff, {
          title: text('title'),
          content,
          contact: text('contact'),
          ...ids,
        });
        // The toast host outlives a client navigation: the reader is told it was sent (docs/decisions/0094).
        toast(t('sentToast'));
        router.push(tipoffDetailRoute.href({ id: answer.id }));
      },
      (failure) => errorText(failure, t('sendFailed')),
    );
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <p className={forms.note}>{t('intro')}</p>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-title`}>
          {t('titleLabel')}
        </label>
        <input id={`${id}-title`} name="title" className={forms.input} maxLength={TITLE_MAX} />
      </div>
      <CountedTextarea
        id={`${id}-content`}
        name="content"
        label={t('contentLabel')}
        limit={TIPOFF_TEXT_MAX}
        required
        placeholder={t('contentPlaceholder')}
      />
      <MediaUploader kind="picture" label={t('pictures')} {...media.uploader.picture} />
      <MediaUploader kind="video" label={t('video')} {...media.uploader.video} />
      {voiceNote ? <MediaUploader kind="audio" label={t('audio')} {...media.uploader.audio} record /> : null}
      <div className={forms.field}>
        <label className={forms.label} htmlFor={`${id}-contact`}>
          {t('contactLabel')}
        </label>
        <input
          id={`${id}-contact`}
          name="contact"
          className={forms.input}
          maxLength={CONTACT_MAX}
          autoComplete="tel"
          inputMode="tel"
        />
        <span className={forms.note}>{t('contactNote')}</span>
      </div>
      <FormStatus problem={media.problem} returnPath={returnPath} signInLabel={t('signIn')} />
      <button type="submit" className={forms.primary} disabled={media.sending || !hydrated}>
        {media.sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
