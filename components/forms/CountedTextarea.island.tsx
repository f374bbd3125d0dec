'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './Form.module.css';

interface CountedTextareaProps {
  id: string;
  name: string;
  label: string;
  /** The most characters the handler takes (its zod schema reads the same constant). */
  limit: number;
  required?: boolean;
  placeholder?: string;
}

/**
 * The text of a reader's write, labelled, with its length against the limit. Uncontrolled: the
 * form reads it when sent, so what was typed before the script ran is kept and sent, and a failed
 * send leaves it as it is. The counter is for the eye (aria-hidden); the limit itself is the
 * element's maxLength, which assistive technology announces.
 */
export function CountedTextarea({ id, name, label, limit, required = false, placeholder }: CountedTextareaProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const [length, setLength] = useState(0);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // Typed before hydration: count it.
    setLength(element.value.length);
    // A sent form is reset by its owner: the count goes back with the text (reset fires before the values change).
    const onReset = () => setLength(element.defaultValue.length);
    element.form?.addEventListener('reset', onReset);
    return () => element.form?.removeEventListener('reset', onReset);
  }, []);

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={input}
        id={id}
        name={name}
        className={styles.textarea}
        maxLength={limit}
        required={required}
        placeholder={placeholder}
        onInput={(event) => setLength(event.currentTarget.value.length)}
      />
      <span className={styles.counter} aria-hidden="true">
        {length}/{limit}
      </span>
    </div>
  );
}
