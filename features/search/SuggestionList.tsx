import { Highlight } from './Highlight';
import styles from './Search.module.css';

interface SuggestionListProps {
  id: string;
  label: string;
  words: string[];
  /** What the reader typed, marked in each word. */
  keyword: string;
  activeIndex: number;
  optionId: (index: number) => string;
  onPick: (word: string) => void;
}

/**
 * The listbox under the search input: the suggested words, the active one shown as selected.
 * Focus never leaves the input (useCombobox); a pointer press must not blur it before the click
 * picks the word, hence the mousedown that is kept from taking focus.
 */
export function SuggestionList({ id, label, words, keyword, activeIndex, optionId, onPick }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={styles.suggestions}>
      {words.map((word, index) => (
        <li
          key={word}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={styles.suggestion}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(word)}
        >
          <Highlight text={word} keyword={keyword} />
        </li>
      ))}
    </ul>
  );
}
