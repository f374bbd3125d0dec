'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { sendReport } from '@/lib/client/endpoints';
import { ClientCallError } from '@/lib/client/clientCallError';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import {
  REASON_KEYS,
  REASON_OTHER,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  reportReady,
  type ReportKind,
  type ReportReason,
} from './reportTarget';
import styles from './Report.module.css';

interface ReportDialogProps {
  kind: ReportKind;
  id: number;
  /** Told how it ended; the button closes the dialog and tells the reader. */
  onClosed: (outcome: 'sent' | 'again' | 'cancelled' | 'signedOut') => void;
}

/**
 * The report dialog: a modal <dialog> (the browser keeps focus in it and closes it on Escape), a
 * reason from the list, optional words (needed for 'other'), send or cancel. A failure is said in
 * the dialog, which stays open with what the reader chose.
 */
export function ReportDialog({ kind, id, onClosed }: ReportDialogProps) {
  const t = useTranslations('report');
  const errorText = useCallErrorText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const titleId = useId();
  const introId = useId();
  const textId = useId();
  const countId = useId();
  const outcome = useRef<'sent' | 'again' | 'cancelled' | 'signedOut'>('cancelled');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  const close = (how: typeof outcome.current) => {
    outcome.current = how;
    dialog.current?.close();
  };

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reportReady(reason, text)) {
      setProblem(reason === REASON_OTHER ? t('needWords') : '');
      return;
    }
    setBusy(true);
    setProblem('');
    try {
      const answer = await callHandler(sendReport, { kind, id, reason, text: text.trim() });
      close(answer.again ? 'again' : 'sent');
    } catch (error) {
      if (error instanceof ClientCallError && error.code === 'loginRequired') close('signedOut');
      else setProblem(errorText(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const needsWords = reason === REASON_OTHER;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onClose={() => onClosed(outcome.current)}
      data-testid="report-dialog"
    >
      <form className={styles.form} onSubmit={(event) => void send(event)} noValidate>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <p id={introId} className={styles.intro}>
          {t('intro')}
        </p>
        <fieldset className={styles.reasons}>
          <legend className={styles.legend}>{t('reasonLegend')}</legend>
          {REPORT_REASONS.map((code) => (
            <label key={code} className={styles.reason}>
              <input
                type="radio"
                name="reason"
                value={code}
                checked={reason === code}
                onChange={() => setReason(code)}
              />
              <span>{t(`reasons.${REASON_KEYS[code]}`)}</span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={textId} className={styles.legend}>
          {needsWords ? t('textLabelRequired') : t('textLabel')}
        </label>
        <textarea
          id={textId}
          className={styles.text}
          value={text}
          maxLength={REPORT_TEXT_MAX}
          rows={3}
          required={needsWords}
          aria-describedby={countId}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={countId} className={styles.count}>
          {t('length', { count: Array.from(text).length, max: REPORT_TEXT_MAX })}
        </span>
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={() => close('cancelled')}>
            {t('cancel')}
          </button>
          <button type="submit" className={styles.send} disabled={busy || !reportReady(reason, text)}>
            {busy ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
