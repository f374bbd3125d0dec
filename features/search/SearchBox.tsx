import { useState, type RefObject } from 'react';
import { useTypedBeforeHydration } from '@/lib/client/useTypedBeforeHydration';
import { useTranslations } from 'next-intl';
import { MAX_KEYWORD_LENGTH } from '@/features/search/query';
import { useCombobox } from './useCombobox';
import { useSuggestions } from './useSuggestions';
import { SuggestionList } from './SuggestionList';
import styles from './Search.module.css';

interface SearchBoxProps {
  inputId: string;
  value: string;
  inputRef: RefObject<HTMLInputElement | null>;
  onChange: (value: string) => void;
  /** The reader picked a suggested word. */
  onPick: (word: string) => void;
}

/** The keyword input, offering words as the reader types (a combobox over a listbox of suggestions). */
export function SearchBox({ inputId, value, inputRef, onChange, onPick }: SearchBoxProps) {
  const t = useTranslations('search');
  const [typing, setTyping] = useState(false);
  const words = useSuggestions(value, typing);
  const combobox = useCombobox(words, onPick);
  const typed = (text: string) => {
    setTyping(true);
    combobox.typed();
    onChange(text);
  };
  // Text typed before the script ran: without it the suggestions, the results and Enter would ignore
  // it until the next key. The first render's handler is the right one: everything it calls is stable.
  useTypedBeforeHydration(inputRef, typed);
  return (
    <div className={styles.box}>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.input}
        // type=text: ARIA's combobox role is not allowed on an input of type=search (the Nu checker,
        // ARIA in HTML); the keyboard still offers search (inputMode, enterKeyHint).
        type="text"
        inputMode="search"
        name="keyword"
        value={value}
        onChange={(event) => typed(event.target.value)}
        placeholder={t('placeholder')}
        maxLength={MAX_KEYWORD_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        {...combobox.inputProps}
      />
      {combobox.expanded ? (
        <SuggestionList
          id={combobox.listId}
          label={t('suggestions')}
          words={words}
          keyword={value}
          activeIndex={combobox.activeIndex}
          optionId={combobox.optionId}
          onPick={combobox.pick}
        />
      ) : null}
    </div>
  );
}
