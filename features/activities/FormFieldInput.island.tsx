'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useTypedBeforeHydration } from '@/lib/client/useTypedBeforeHydration';
import type { FormField } from '@/features/activities/activity.types';
import { PictureField } from './PictureField.island';
import styles from './Activity.module.css';

interface FormFieldInputProps {
  id: string;
  field: FormField;
  value: string;
  /** The reader's words for what is wrong, or null. */
  error: string | null;
  onChange: (value: string) => void;
  /** The reader left the field (unique fields are checked then). */
  onLeave: () => void;
  onUploading: (uploading: boolean) => void;
}

const INPUT_TYPE = { text: 'text', phone: 'tel', idcard: 'text', date: 'date' } as const;
const INPUT_MODE = { text: undefined, phone: 'numeric', idcard: 'text', date: undefined } as const;
// `tel`, not `tel-national`: the Nu checker refuses the latter on type=tel (maxlength 11 has autofill give the national number).
const AUTOCOMPLETE = { text: 'off', phone: 'tel', idcard: 'off', date: 'off' } as const;
// A date input takes no maxlength (its value is always a date or empty).
const MAX_LENGTH = { text: 100, phone: 11, idcard: 18, date: undefined } as const;

/** One field of the platform's form, labelled, its error tied to it for screen readers. */
export function FormFieldInput({ id, field, value, error, onChange, onLeave, onUploading }: FormFieldInputProps) {
  const t = useTranslations('activity');
  const errorId = `${id}-error`;
  // The text fields only (choices and pictures leave it unset).
  const typedField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(typedField, onChange);
  const mark = field.required ? (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  ) : null;
  const errorLine = error ? (
    <p id={errorId} className={styles.fieldError}>
      {error}
    </p>
  ) : null;

  if (field.kind === 'choice') {
    return (
      <fieldset className={styles.field} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.label}>
          {field.label}
          {mark}
        </legend>
        <div className={styles.choices}>
          {field.options.map((option, index) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                id={index === 0 ? id : undefined}
                name={field.key}
                value={option}
                checked={value === option}
                // Required on the radios themselves: a fieldset takes no aria-required.
                required={field.required}
                onChange={() => onChange(option)}
              />
              {option}
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  if (field.kind === 'picture' || field.kind === 'file') {
    return (
      <div className={styles.field}>
        <PictureField
          label={field.label}
          required={field.required}
          value={value}
          onChange={onChange}
          onUploading={onUploading}
        />
        {field.kind === 'file' ? <p className={styles.hint}>{t('apply.fileHint')}</p> : null}
        {errorLine}
      </div>
    );
  }

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {field.label}
        {mark}
      </label>
      <input
        ref={typedField}
        id={id}
        className={styles.input}
        type={INPUT_TYPE[field.kind]}
        inputMode={INPUT_MODE[field.kind]}
        autoComplete={AUTOCOMPLETE[field.kind]}
        maxLength={MAX_LENGTH[field.kind]}
        required={field.required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onLeave}
      />
      {errorLine}
    </div>
  );
}
