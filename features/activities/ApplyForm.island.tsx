'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { activityFieldCheck, activityRegist } from '@/lib/client/endpoints';
import { useActivityErrorText } from './useActivityErrorText';
import type { FormField } from '@/features/activities/activity.types';
import { answersOf, fieldProblem, formProblems, type FieldProblem } from './fieldRules';
import { FormFieldInput } from './FormFieldInput.island';
import styles from './Activity.module.css';
import { useHydrated } from '@/lib/client/useHydrated';
import Link from 'next/link';
import { registrationDetailRoute, signupdetailRoute } from '@/features/activities/paths';

type FieldError = FieldProblem | 'taken';

/**
 * The application form the platform defines (docs/product.md §2, activityApply). Unique fields
 * are checked with the platform as the reader leaves them (checkEntryRepeatField); the form is
 * checked again before it is sent, and whatever fails, what the reader typed stays.
 */
export function ApplyForm({ activityId, fields }: { activityId: number; fields: FormField[] }) {
  const t = useTranslations('activity');
  // Before the script runs a tap would submit the form natively and lose what was typed.
  const hydrated = useHydrated();
  const router = useRouter();
  const errorText = useActivityErrorText();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A platform that took the sign-up without naming it (the real saveActivity queues it): said here. */
  const [submitted, setSubmitted] = useState(false);
  /** Fields whose files are still uploading: the form waits for them. */
  const [uploading, setUploading] = useState<Record<string, boolean>>({});

  const setValue = (key: string, value: string) => {
    setValues((all) => ({ ...all, [key]: value }));
    // A field the reader is changing is no longer what was wrong with it.
    setErrors((all) => {
      if (!(key in all)) return all;
      const rest = { ...all };
      delete rest[key];
      return rest;
    });
  };

  async function checkOnLeave(field: FormField) {
    const value = (values[field.key] ?? '').trim();
    const problem = fieldProblem(field, value);
    if (problem && value !== '') return setErrors((all) => ({ ...all, [field.key]: problem }));
    if (!field.unique || value === '') return;
    try {
      const { taken } = await callHandler(activityFieldCheck, { activityId, field: field.key, value });
      if (taken) setErrors((all) => ({ ...all, [field.key]: 'taken' }));
    } catch {
      // The platform checks again when the form is sent: a failed early check is not the reader's problem.
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, FieldError> = formProblems(fields, values);
    for (const [key, error] of Object.entries(errors)) if (error === 'taken' && !problems[key]) problems[key] = 'taken';
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFormError(t('apply.fix', { count: Object.keys(problems).length }));
      const first = fields.find((f) => problems[f.key]);
      if (first) document.getElementById(`${id}-${first.key}`)?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const { entryId } = await callHandler(activityRegist, { activityId, answers: answersOf(fields, values) });
      if (entryId > 0)
        router.push(registrationDetailRoute.href({ fileId: activityId, entryID: entryId }, { registered: 1 }));
      else setSubmitted(true);
    } catch (failure) {
      setFormError(errorText(failure));
      setBusy(false);
    }
  }

  const errorFor = (field: FormField): string | null => {
    const error = errors[field.key];
    return error ? t(`apply.problem.${error}`, { label: field.label }) : null;
  };

  if (submitted)
    return (
      <div role="status" className={styles.form}>
        <p>{t('apply.submitted')}</p>
        <Link href={signupdetailRoute.href()} prefetch={false}>
          {t('signups.title')}
        </Link>
      </div>
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={`${id}-required`}>
      <p id={`${id}-required`} className={styles.hint}>
        {t('apply.requiredHint')}
      </p>
      {fields.map((field) => (
        <FormFieldInput
          key={field.key}
          id={`${id}-${field.key}`}
          field={field}
          value={values[field.key] ?? ''}
          error={errorFor(field)}
          onChange={(value) => setValue(field.key, value)}
          onLeave={() => void checkOnLeave(field)}
          onUploading={(on) => setUploading((all) => (all[field.key] === on ? all : { ...all, [field.key]: on }))}
        />
      ))}
      <div aria-live="assertive">
        {formError ? (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={styles.primary}
        disabled={busy || Object.values(uploading).some(Boolean) || !hydrated}
      >
        {busy ? t('apply.sending') : t('apply.submit')}
      </button>
    </form>
  );
}
