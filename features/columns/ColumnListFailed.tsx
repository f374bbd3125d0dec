import { getTranslations } from 'next-intl/server';
import siteFacts from '@/lib/siteFacts.json';
import styles from './ColumnPage.module.css';

/**
 * Where a column's list would be when its call failed (docs/product.md §8: the 'empty' marker): the
 * marker and a retry that asks for this very page again. The attribute tells the front server the
 * page is incomplete: it answers 503 with Retry-After and keeps it out of every cache (docs/decisions/0063).
 */
export async function ColumnListFailed() {
  const t = await getTranslations('list');
  const mark = { [siteFacts.incompletePageAttribute]: 'list' };
  return (
    <section className={styles.failed} {...mark}>
      <p>{t('noContent')}</p>
      {/* A plain link to the address the reader is at (the empty reference, as the busy page's retry):
          it works before and without the page's script and asks for the whole column again. */}
      <a className={styles.button} href="">
        {t('retry')}
      </a>
    </section>
  );
}
