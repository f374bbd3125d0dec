import Link from 'next/link';
import { useId, type FormEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/basePath';
import type { SearchTclass } from '@/lib/search/classes';
import { MAX_KEYWORD_LENGTH } from '@/lib/search/query';
import styles from './Search.module.css';

function BackIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

interface SearchBarProps {
  value: string;
  tclass: SearchTclass;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Back home, and the search form; without JS it submits to the search page itself. */
export function SearchBar({ value, tclass, inputRef, onChange, onSubmit }: SearchBarProps) {
  const t = useTranslations('search');
  const inputId = useId();
  return (
    <div className={styles.bar}>
      <Link href="/home.html" className={styles.back} aria-label={t('back')} prefetch={false}>
        <BackIcon />
      </Link>
      <form role="search" className={styles.form} action={`${BASE_PATH}/search.html`} method="get" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          name="keyword"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('placeholder')}
          maxLength={MAX_KEYWORD_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
        />
        <input type="hidden" name="tclass" value={tclass} />
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
