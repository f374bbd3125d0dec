import 'server-only';
import { platformCall } from '../call';
import { memoizeWithTtl } from '../memo';
import { rawCatsSchema, rawCatXysSchema } from '../schemas/subscription';
import { mapCategories, mapCategoryAccounts } from '../map/subscription';
import { nullWhenMissing } from './missing';
import { PAGE_SIZE, hasMore } from '@/lib/format/paging';
import type { SubscriptionCategory, SubscriptionPage } from '@/lib/types/subscription';

/** getCats takes the site's account code (SPEC section 7: "code fixed to an account code"). */
const ACCOUNT_CODE = process.env.XY_ACCOUNT_CODE ?? 'xy';
// Categories change rarely and every subscription page needs them: five minutes per process.
const TTL_MS = 5 * 60_000;

const getCategories = memoizeWithTtl(TTL_MS, async (): Promise<SubscriptionCategory[]> =>
  mapCategories(await platformCall('getCats', { params: { code: ACCOUNT_CODE }, schema: rawCatsSchema })),
);

/**
 * The accounts of a category (null: the first category), one page (0-based, 20 a page).
 * Null when the category does not exist (the page answers 404).
 */
export async function getSubscriptionPage(categoryId: number | null, page = 0): Promise<SubscriptionPage | null> {
  const categories = await getCategories();
  const category = categoryId === null ? categories[0] : categories.find((cat) => cat.id === categoryId);
  if (!category) return categoryId === null ? { categories, category: null, accounts: [], hasMore: false } : null;
  const raw = await nullWhenMissing(
    platformCall('getCatXys', { params: { id: category.id, start: page * PAGE_SIZE, count: PAGE_SIZE }, schema: rawCatXysSchema }),
  );
  if (!raw) return null;
  return { categories, category, accounts: mapCategoryAccounts(raw), hasMore: hasMore(raw.xys.length) };
}
