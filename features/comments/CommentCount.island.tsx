'use client';

import { useLocale } from 'next-intl';
import { formatCount } from '@/lib/format/count';
import { useCommentReader } from './commentStore';
import styles from './Comments.module.css';

/**
 * The count beside the comments' heading: the shared page's, moved by what the reader posted and
 * deleted on this visit (a comment waiting for review is not counted: docs/product.md §4).
 */
export function CommentCount({ count, cap }: { count: number; cap?: boolean | number }) {
  const locale = useLocale();
  const { countDelta } = useCommentReader();
  const shown = Math.max(0, count + countDelta);
  return shown > 0 ? <span className={styles.count}> {formatCount(shown, { locale, cap })}</span> : null;
}
