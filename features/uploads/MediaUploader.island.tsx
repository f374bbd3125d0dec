'use client';

import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ClientCallError } from '@/lib/client/clientCallError';
import { uploadFile } from '@/features/uploads/upload';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { ACCEPT, limitLabel, MAX_FILES, type UploadKind } from '@/features/uploads/kinds';
import { admit, isRetryable, type SelectionRefusal, type UploadItem } from './uploadQueue';
import { VoiceRecorder } from './VoiceRecorder.island';
import styles from './MediaUploader.module.css';

export interface UploadedMedia {
  fileId: string;
  url: string;
}

let counter = 0;
const nextKey = () => `u${(counter += 1)}`;

/**
 * Pictures, audio or video for a form (docs/decisions/0022): chosen files are checked in the browser
 * (count, size, format by content), each uploads on its own with progress, can be cancelled,
 * and a failed one keeps its place with a retry; nothing else on the form is touched by a
 * failure. The form reads the finished files through `onChange` (by fileId, in order).
 */
export function MediaUploader({
  kind,
  label,
  onChange,
  onBusyChange,
  record = false,
}: {
  kind: UploadKind;
  label: string;
  onChange: (media: UploadedMedia[]) => void;
  onBusyChange?: (busy: boolean) => void;
  /** Audio only: offer to record a voice note with the microphone, where the browser can. */
  record?: boolean;
}) {
  const t = useTranslations('upload');
  const callErrorText = useCallErrorText();
  const id = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refusals, setRefusals] = useState<SelectionRefusal[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const input = useRef<HTMLInputElement>(null);

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useEffect(() => {
    onChange(items.filter((item) => item.status === 'done').map((item) => ({ fileId: item.fileId!, url: item.url! })));
    onBusyChange?.(items.some((item) => item.status === 'uploading'));
  }, [items, onChange, onBusyChange]);

  function start(item: UploadItem) {
    const controller = new AbortController();
    aborts.current.set(item.key, controller);
    patch(item.key, { status: 'uploading', progress: 0, error: null });
    uploadFile(kind, item.file, item.file.name || `${kind}`, {
      signal: controller.signal,
      onProgress: (progress) => patch(item.key, { progress }),
    })
      .then((answer) => patch(item.key, { status: 'done', progress: 1, fileId: answer.fileId, url: answer.url }))
      .catch((error: unknown) =>
        patch(item.key, { status: 'failed', error: error instanceof ClientCallError ? error.code : 'failed' }),
      )
      .finally(() => aborts.current.delete(item.key));
  }

  async function add(files: File[]) {
    const { accepted, refusals: refused } = await admit(kind, items.length, files);
    setRefusals(refused);
    const added = accepted.map((file): UploadItem => ({
      key: nextKey(),
      kind,
      file,
      status: 'uploading',
      progress: 0,
      error: null,
      fileId: null,
      url: null,
    }));
    setItems((all) => [...all, ...added]);
    added.forEach(start);
  }

  // Files chosen before the page's script ran: the input took them, but no handler was there to
  // hear it. Taken up once, on mount, as if chosen now, so nothing the reader chose is lost.
  // `add` of the first render is the right one: nothing is listed yet.
  const [addOnMount] = useState(() => add);
  useEffect(() => {
    const element = input.current;
    const early = [...(element?.files ?? [])];
    if (!element || early.length === 0) return;
    element.value = '';
    void addOnMount(early);
  }, [addOnMount]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again (after removing it) still fires.
    event.target.value = '';
    if (files.length > 0) void add(files);
  }

  function remove(key: string) {
    aborts.current.get(key)?.abort();
    setItems((all) => all.filter((item) => item.key !== key));
  }

  function refusalText(refusal: SelectionRefusal): string {
    if (refusal.reason === 'tooMany') return t('tooMany', { max: refusal.max });
    if (refusal.reason === 'tooLarge') return t('tooLarge', { name: refusal.name, limit: limitLabel(kind) });
    if (refusal.reason === 'empty') return t('empty', { name: refusal.name });
    return `${refusal.name}: ${t(`wrongType.${kind}`)}`;
  }

  function failureText(code: string | null): string {
    if (code === 'uploadWrongType') return t(`wrongType.${kind}`);
    if (code === 'uploadUnreadable') return t(`unreadable.${kind}`);
    if (code === 'tooLarge') return t('tooLargeOne', { limit: limitLabel(kind) });
    if (code === 'uploadEmpty') return t('emptyOne');
    if (code === 'cancelled') return t('cancelled');
    return callErrorText(new ClientCallError(code ?? 'failed', '', 0), t('failed'));
  }

  const full = items.length >= MAX_FILES[kind];
  return (
    <fieldset className={styles.uploader} data-kind={kind}>
      <legend className={styles.legend}>
        {label}{' '}
        <span className={styles.hint}>{t(`hint.${kind}`, { max: MAX_FILES[kind], limit: limitLabel(kind) })}</span>
      </legend>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.key} className={styles.item} data-status={item.status}>
            {item.status === 'done' && item.url && kind !== 'audio' ? (
              // What was sent, as the platform keeps it: a picture or the first frame of a clip, not
              // its file name ("photo.jpg ✓ uploaded" told the reader nothing of what they chose).
              <Preview kind={kind} url={item.url} name={item.file.name || t(`kind.${kind}`)} />
            ) : (
              <span className={styles.name}>{item.file.name || t(`kind.${kind}`)}</span>
            )}
            {item.status === 'uploading' ? (
              <>
                <progress
                  className={styles.progress}
                  max={1}
                  value={item.progress}
                  aria-label={t('progress', { name: item.file.name })}
                />
                <button type="button" className={styles.small} onClick={() => remove(item.key)}>
                  {t('cancel')}
                </button>
              </>
            ) : item.status === 'done' ? (
              <>
                <span className={kind === 'audio' ? styles.ok : 'visually-hidden'}>{t('done')}</span>
                <button type="button" className={styles.small} onClick={() => remove(item.key)}>
                  {t('remove')}
                </button>
              </>
            ) : (
              <>
                <span className={styles.error} role="alert">
                  {failureText(item.error)}
                </span>
                {isRetryable(item.error) ? (
                  <button type="button" className={styles.small} onClick={() => start(item)}>
                    {t('retry')}
                  </button>
                ) : null}
                <button type="button" className={styles.small} onClick={() => remove(item.key)}>
                  {t('remove')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      <div aria-live="assertive">
        {refusals.map((refusal, index) => (
          <p key={index} className={styles.error} role="alert">
            {refusalText(refusal)}
          </p>
        ))}
      </div>
      <div className={styles.actions}>
        {record && kind === 'audio' && !full ? <VoiceRecorder onRecorded={(file) => void add([file])} /> : null}
        <input
          ref={input}
          id={`${id}-file`}
          className={styles.file}
          type="file"
          accept={ACCEPT[kind]}
          multiple={MAX_FILES[kind] > 1}
          disabled={full}
          onChange={choose}
        />
        <label htmlFor={`${id}-file`} className={styles.choose}>
          {t(`choose.${kind}`)}
        </label>
      </div>
    </fieldset>
  );
}

/** The uploaded picture, or the uploaded clip's first frame (never played here), as a thumbnail. */
function Preview({ kind, url, name }: { kind: 'picture' | 'video'; url: string; name: string }) {
  return kind === 'picture' ? (
    // eslint-disable-next-line @next/next/no-img-element -- the platform's copy, on its media host
    <img className={styles.thumb} src={url} alt={name} width={64} height={64} />
  ) : (
    <video className={styles.thumb} src={url} preload="metadata" muted playsInline aria-label={name} />
  );
}
