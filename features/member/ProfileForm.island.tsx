'use client';

import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { updateProfile } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { uploadFile } from '@/features/uploads/upload';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { checkNickname, NICKNAME_MAX, NICKNAME_MIN } from '@/features/member/nickname';
import { ACCEPT, limitLabel } from '@/features/uploads/kinds';
import { admit } from '@/features/uploads/uploadQueue';
import { useToast } from '@/components/chrome/Toast.island';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/** The refusals the handler names (app/api/member/info), worded under account.profile.errors. */
const REFUSAL_CODES = ['nicknameLength', 'nicknameCharacters', 'nicknameWord', 'avatarUnknown'] as const;
type RefusalCode = (typeof REFUSAL_CODES)[number];
const isRefusal = (code: string): code is RefusalCode => (REFUSAL_CODES as readonly string[]).includes(code);

type Avatar =
  | { phase: 'none' }
  | { phase: 'uploading'; preview: string; progress: number }
  | { phase: 'ready'; preview: string; fileId: string };

/**
 * Edit the nickname and the head picture (member/info through /api/member/info). The picture
 * goes through the one upload path first (checked here by content and size, then by the handler,
 * drawn again without EXIF: docs/decisions/0022) and is sent by fileId. Whatever fails, what the
 * reader typed and chose stays in the form, with the reason next to the field.
 */
export function ProfileForm({ nickname: current }: { nickname: string }) {
  const t = useTranslations('account.profile');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const tUpload = useTranslations('upload');
  const router = useRouter();
  const toast = useToast();
  const errorText = useCallErrorText();
  const id = useId();
  // The nickname is read from the field when the form is sent, not mirrored in state: what a reader
  // typed before the page's script ran would otherwise be replaced by the stored one on hydration.
  const nicknameField = useRef<HTMLInputElement>(null);
  const [avatar, setAvatar] = useState<Avatar>({ phase: 'none' });
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useRef<AbortController | null>(null);

  const onAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setAvatarError(null);
    const { accepted, refusals } = await admit('picture', 0, [file]);
    const refused = refusals[0];
    if (!accepted[0] || refused) {
      if (refused?.reason === 'tooLarge') setAvatarError(tUpload('tooLargeOne', { limit: limitLabel('picture') }));
      else if (refused?.reason === 'empty') setAvatarError(tUpload('emptyOne'));
      else setAvatarError(tUpload('wrongType.picture'));
      return;
    }
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    const preview = URL.createObjectURL(file);
    setAvatar({ phase: 'uploading', preview, progress: 0 });
    try {
      const stored = await uploadFile('picture', file, file.name || 'avatar', {
        signal: controller.signal,
        onProgress: (progress) => setAvatar({ phase: 'uploading', preview, progress }),
      });
      setAvatar({ phase: 'ready', preview, fileId: stored.fileId });
    } catch (error) {
      if (controller.signal.aborted) return;
      setAvatar({ phase: 'none' });
      const code = error instanceof ClientCallError ? error.code : '';
      setAvatarError(
        code === 'uploadWrongType' || code === 'uploadUnreadable'
          ? tUpload('wrongType.picture')
          : code === 'tooLarge'
            ? tUpload('tooLargeOne', { limit: limitLabel('picture') })
            : errorText(error, tUpload('failed')),
      );
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setNicknameError(null);
    const nickname = nicknameField.current?.value ?? current;
    const changedName = nickname.trim() !== current.trim();
    let sendName: string | undefined;
    if (changedName) {
      const checked = checkNickname(nickname);
      if (!checked.ok) {
        setNicknameError(
          t(checked.problem === 'length' ? 'errors.nicknameLength' : 'errors.nicknameCharacters', {
            min: NICKNAME_MIN,
            max: NICKNAME_MAX,
          }),
        );
        return;
      }
      sendName = checked.nickname;
    }
    const headFileId = avatar.phase === 'ready' ? avatar.fileId : undefined;
    if (sendName === undefined && headFileId === undefined) {
      setFormError(avatar.phase === 'uploading' ? t('waitForUpload') : t('nothingChanged'));
      return;
    }
    setSaving(true);
    try {
      const answer = await callHandler(updateProfile, { nickname: sendName, headFileId });
      if (nicknameField.current) nicknameField.current.value = answer.nickname;
      setAvatar({ phase: 'none' });
      toast(t('saved'));
      router.refresh();
    } catch (error) {
      const code = error instanceof ClientCallError ? error.code : '';
      const words = isRefusal(code)
        ? t(`errors.${code}`, { min: NICKNAME_MIN, max: NICKNAME_MAX })
        : errorText(error, t('failed'));
      if (code.startsWith('nickname')) setNicknameError(words);
      else if (code === 'avatarUnknown') setAvatarError(words);
      else setFormError(words);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`${styles.card} ${forms.form}`} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {t('title')}
      </h2>
      <div className={forms.field}>
        <label htmlFor={`${id}-nickname`} className={forms.label}>
          {t('nickname')}
        </label>
        <input
          id={`${id}-nickname`}
          className={`${forms.input} ${styles.input}`}
          ref={nicknameField}
          defaultValue={current}
          maxLength={NICKNAME_MAX * 2}
          autoComplete="nickname"
          aria-invalid={nicknameError !== null}
          aria-describedby={`${id}-nickname-hint${nicknameError ? ` ${id}-nickname-error` : ''}`}
        />
        <span id={`${id}-nickname-hint`} className={forms.note}>
          {t('nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
        </span>
        {nicknameError ? (
          <p id={`${id}-nickname-error`} className={forms.error} role="alert">
            {nicknameError}
          </p>
        ) : null}
      </div>
      <div className={forms.field}>
        <span className={forms.label} id={`${id}-avatar`}>
          {t('avatar')}
        </span>
        <div className={styles.row}>
          {avatar.phase !== 'none' ? (
            // A local preview (blob:) of the chosen picture; the stored one is drawn again without metadata.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={avatar.preview}
              alt={t('avatarPreview')}
              className={styles.avatarPreview}
              width={56}
              height={56}
            />
          ) : null}
          <label className={styles.secondary} htmlFor={`${id}-file`}>
            {t('chooseAvatar')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT.picture}
            className={styles.fileInput}
            onChange={(event) => void onAvatar(event)}
            aria-describedby={`${id}-avatar-hint${avatarError ? ` ${id}-avatar-error` : ''}`}
          />
        </div>
        <span id={`${id}-avatar-hint`} className={forms.note}>
          {avatar.phase === 'uploading'
            ? t('uploading', { percent: Math.round(avatar.progress * 100) })
            : avatar.phase === 'ready'
              ? t('avatarReady')
              : t('avatarHint', { limit: limitLabel('picture') })}
        </span>
        {avatarError ? (
          <p id={`${id}-avatar-error`} className={forms.error} role="alert">
            {avatarError}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p className={forms.error} role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={`${forms.primary} ${styles.primary}`} disabled={saving || !hydrated}>
        {saving ? t('saving') : t('save')}
      </button>
    </form>
  );
}
