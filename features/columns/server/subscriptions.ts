import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapCategories, mapSubscriptionPage } from '../subscription.map';
import { getCatsCall, getCatXysCall } from '../calls';
import { PAGE_SIZE } from '@/lib/format/paging';
import type { SubscriptionPage } from '@/features/columns/subscription.types';

/** The site's account code getCats takes. */
const ACCOUNT_CODE = process.env.XY_ACCOUNT_CODE ?? 'xy';

/**
 * The accounts of a category (null: the first category), one page (0-based, 20 a page).
 * Null when the category or the page does not exist (the page answers 404).
 */
export async function getSubscriptionPage(categoryId: number | null, page = 0): Promise<SubscriptionPage | null> {
  const categories = mapCategories(await platformCall(getCatsCall, ACCOUNT_CODE));
  const category = categoryId === null ? categories[0] : categories.find((cat) => cat.id === categoryId);
  if (!category)
    return categoryId === null && page === 0
      ? { categories, category: null, page, accounts: [], hasMore: false }
      : null;
  const raw = await platformCall(getCatXysCall, { id: category.id, start: page * PAGE_SIZE, count: PAGE_SIZE });
  return raw ? mapSubscriptionPage(categories, category, page, raw) : null;
}
