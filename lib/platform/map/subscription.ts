import { keepXyAccount } from '@/lib/format/xyAccount';
import type { SubscriptionAccount, SubscriptionCategory } from '@/lib/types/subscription';
import type { RawCats, RawCatXys } from '../schemas/subscription';

export function mapCategories(raw: RawCats): SubscriptionCategory[] {
  return raw.catsList.filter((cat) => cat.id > 0 && cat.name !== '').map((cat) => ({ id: cat.id, name: cat.name }));
}

export function accountHref(id: number): string {
  return `/xyDetail/${id}.html`;
}

/** The accounts of a category; closed, banned and unreviewed accounts are discarded (docs/product.md §4). */
export function mapCategoryAccounts(raw: RawCatXys): SubscriptionAccount[] {
  return raw.xys
    .filter((xy) => keepXyAccount(xy) !== null)
    .map((xy) => ({ id: xy.xyID, name: xy.name, icon: xy.icon, description: xy.description, href: accountHref(xy.xyID) }));
}
