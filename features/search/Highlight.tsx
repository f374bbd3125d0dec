import { Fragment } from 'react';
import { highlight } from '@/features/search/highlight';
import styles from './Search.module.css';

/**
 * `text` with the terms of `keyword` in <mark>. Everything is rendered as React text, which
 * React escapes: a title holding markup shows the markup, it never becomes markup.
 */
export function Highlight({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlight(text, keyword).map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
