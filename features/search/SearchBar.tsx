import Link from 'next/link';
import { useId, type FormEvent, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { BASE_PATH } from '@/lib/routing/basePath';
import { DEFAULT_SEARCH_ORDER, SEARCH_ORDER_KEY, hasOrder } from '@/features/search/order';
import type { SearchTerms } from '@/features/search/types';
import { SearchBox } from './SearchBox';
import styles from './Search.module.css';
import { homeRoute } from '@/features/columns/paths';
import { searchRoute } from '@/features/search/paths';

function BackIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

interface SearchBarProps {
  value: string;
  /** The class and order the form searches in. */
  terms: SearchTerms;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onPick: (word: string) => void;
}

/** Back home, and the search form; without JS it submits to the search page itself. */
export function SearchBar({ value, terms, inputRef, onChange, onSubmit, onPick }: SearchBarProps) {
  const t = useTranslations('search');
  const inputId = useId();
  const { tclass, order } = terms;
  return (
    <div className={styles.bar}>
      <Link href={homeRoute.href()} className={styles.back} aria-label={t('back')} prefetch={false}>
        <BackIcon />
      </Link>
      <form
        role="search"
        className={styles.form}
        action={`${BASE_PATH}${searchRoute.href()}`}
        method="get"
        onSubmit={onSubmit}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <SearchBox inputId={inputId} value={value} inputRef={inputRef} onChange={onChange} onPick={onPick} />
        <input type="hidden" name="tclass" value={tclass} />
        {order !== DEFAULT_SEARCH_ORDER && hasOrder(tclass) ? (
          <input type="hidden" name={SEARCH_ORDER_KEY} value={order} />
        ) : null}
        <button type="submit" className={styles.submit}>
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
