import Link from 'next/link';
import type { PaperLayout } from './paper.types';
import styles from './Paper.module.css';

interface LayoutTurnProps {
  layouts: readonly PaperLayout[];
  /** The layout shown (its id). */
  current: number;
  hrefOf: (no: string) => string;
  labels: { nav: string; previous: string; next: string; layout: (no: string, name: string) => string };
}

/**
 * 上一版 / 下一版 under the page image (docs/decisions/0094): the layouts in their order, as a
 * reader turns the pages of the paper; none before the first, none after the last.
 */
export function LayoutTurn({ layouts, current, hrefOf, labels }: LayoutTurnProps) {
  const at = layouts.findIndex((l) => l.id === current);
  if (at < 0) return null;
  const previous = layouts[at - 1];
  const next = layouts[at + 1];
  if (!previous && !next) return null;
  return (
    <nav className={styles.turn} aria-label={labels.nav}>
      {previous ? (
        <Link className={styles.turnLink} href={hrefOf(previous.no)} prefetch={false} rel="prev">
          <span>
            <span aria-hidden="true">‹ </span>
            {labels.previous}
          </span>
          <span className={styles.turnWhich}>{labels.layout(previous.no, previous.name)}</span>
        </Link>
      ) : null}
      {next ? (
        <Link className={`${styles.turnLink} ${styles.turnNext}`} href={hrefOf(next.no)} prefetch={false} rel="next">
          <span>
            {labels.next}
            <span aria-hidden="true"> ›</span>
          </span>
          <span className={styles.turnWhich}>{labels.layout(next.no, next.name)}</span>
        </Link>
      ) : null}
    </nav>
  );
}
