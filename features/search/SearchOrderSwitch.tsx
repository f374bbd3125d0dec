import { useTranslations } from 'next-intl';
import { ORDER_LABEL_KEY, SEARCH_ORDERS, type SearchOrder } from '@/features/search/order';
import type { SearchTerms } from '@/features/search/types';
import { isPlainClick, searchPageHref } from './searchLinks';
import styles from './Search.module.css';

interface SearchOrderSwitchProps {
  /** The search on screen. */
  terms: SearchTerms;
  onChoose: (order: SearchOrder) => void;
}

/**
 * Most relevant or newest first: two links to the same search in each order (so a shared link
 * keeps the order and the switch works before JS), the current one marked.
 */
export function SearchOrderSwitch({ terms, onChoose }: SearchOrderSwitchProps) {
  const t = useTranslations('search');
  return (
    <nav className={styles.orders} aria-label={t('order')}>
      <ul className={styles.orderList}>
        {SEARCH_ORDERS.map((order) => {
          const active = order === terms.order;
          return (
            <li key={order}>
              <a
                href={searchPageHref({ ...terms, order })}
                className={`${styles.order} ${active ? styles.orderActive : ''}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onChoose(order);
                }}
              >
                {t(ORDER_LABEL_KEY[order])}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
