import { keepXyAccount } from '@/features/accounts/accountFormat';
import { PAGE_SIZE, hasMore } from '@/lib/format/paging';
import type {
  SubscriptionAccount,
  SubscriptionCategory,
  SubscriptionPage,
} from '@/features/columns/subscription.types';
import type { RawCats, RawCatXys } from './subscription.schema';
import { xyDetailRoute } from '@/features/accounts/paths';

export function mapCategories(raw: RawCats): SubscriptionCategory[] {
  return raw.catsList.filter((cat) => cat.id > 0 && cat.name !== '').map((cat) => ({ id: cat.id, name: cat.name }));
}

export function accountHref(id: number): string {
  return xyDetailRoute.href({ id });
}

/** The accounts of a category; closed, banned and unreviewed accounts are discarded (docs/product.md §4). */
export function mapCategoryAccounts(raw: RawCatXys): SubscriptionAccount[] {
  return raw.xys
    .filter((xy) => keepXyAccount(xy) !== null)
    .map((xy) => ({
      id: xy.xyID,
      name: xy.name,
      icon: xy.icon,
      description: xy.description,
      href: accountHref(xy.xyID),
    }));
}

/**
 * One page (0-based, 20 a page) of a category; null for a page past the last (404). A page whose
 * accounts were all discarded is still a page, and shows none.
 */
export function mapSubscriptionPage(
  categories: SubscriptionCategory[],
  category: SubscriptionCategory,
  page: number,
  raw: RawCatXys,
): SubscriptionPage | null {
  if (page > 0 && raw.xys.length === 0) return null;
  // totalCount counts the accounts before any is discarded: when given (not 0), it says whether a next page exists.
  const more = raw.totalCount ? (page + 1) * PAGE_SIZE < raw.totalCount : hasMore(raw.xys.length);
  return { categories, category, page, accounts: mapCategoryAccounts(raw), hasMore: more };
}
