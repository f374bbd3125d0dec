import { platformCall } from '../call';
import { memoizeWithTtl } from '../memo';
import { rawArticleListSchema } from '../schemas/article';
import { rawCatsSchema, rawCatXysSchema } from '../schemas/subscription';
import { accountHref, mapCategories, mapCategoryAccounts } from '../map/subscription';
import { isMissing } from './missing';
import { getColumns } from './columns';
import { getArticleContent } from './articleContent';
import { PAGE_SIZE, hasMore } from '@/lib/format/paging';
import type { SubscriptionAccount, SubscriptionCategory, SubscriptionPage } from '@/lib/types/subscription';

/** getCats takes the site's account code (SPEC section 7: "code fixed to an account code"). */
const ACCOUNT_CODE = process.env.XY_ACCOUNT_CODE ?? 'xy';
const TTL_MS = 5 * 60_000;

const getCategories = memoizeWithTtl(TTL_MS, async (): Promise<SubscriptionCategory[] | null> => {
  try {
    return mapCategories(await platformCall('getCats', { params: { code: ACCOUNT_CODE }, schema: rawCatsSchema }));
  } catch (error) {
    // A platform without subscription categories answers "unknown call" (a negative status).
    if (isMissing(error)) return null;
    throw error;
  }
});

/**
 * Without getCats/getCatXys (the reference platform has neither), the accounts readers can
 * subscribe to are the ones the newest articles of the top columns carry: one detail call per
 * account gives its name and icon, and drops closed or banned accounts (SPEC section 4).
 */
const getAccountsFromArticles = memoizeWithTtl(TTL_MS, async (): Promise<SubscriptionAccount[]> => {
  const columns = (await getColumns(0)).filter((column) => column.visible && column.kind === 'list');
  const pages = await Promise.all(
    columns.map((column) => platformCall('getArticles', { params: { columnId: column.id, page: 0, lastFileId: 0 }, schema: rawArticleListSchema })),
  );
  const articleByAccount = new Map<number, number>();
  for (const item of pages.flatMap((page) => page.list)) {
    if (item.xyAccountID > 0 && !articleByAccount.has(item.xyAccountID)) articleByAccount.set(item.xyAccountID, item.fileId);
  }
  const details = await Promise.all([...articleByAccount.values()].slice(0, PAGE_SIZE).map((id) => getArticleContent(id)));
  const accounts = new Map<number, SubscriptionAccount>();
  for (const detail of details) {
    const account = detail?.account;
    if (account && !accounts.has(account.id)) {
      accounts.set(account.id, { id: account.id, name: account.name, icon: account.icon, description: '', href: accountHref(account.id) });
    }
  }
  return [...accounts.values()].sort((a, b) => a.id - b.id);
});

/**
 * The accounts of a category (null: the first category), one page (0-based, 20 a page).
 * Null when the category does not exist.
 */
export async function getSubscriptionPage(categoryId: number | null, page = 0): Promise<SubscriptionPage | null> {
  const categories = await getCategories();
  if (categories === null) {
    if (page > 0) return { categories: [], category: null, accounts: [], hasMore: false, source: 'articles' };
    return { categories: [], category: null, accounts: await getAccountsFromArticles(), hasMore: false, source: 'articles' };
  }
  const category = categoryId === null ? categories[0] : categories.find((cat) => cat.id === categoryId);
  if (!category) return categoryId === null ? { categories, category: null, accounts: [], hasMore: false, source: 'categories' } : null;
  const raw = await platformCall('getCatXys', { params: { id: category.id, start: page * PAGE_SIZE, count: PAGE_SIZE }, schema: rawCatXysSchema });
  return { categories, category, accounts: mapCategoryAccounts(raw), hasMore: hasMore(raw.xys.length), source: 'categories' };
}
