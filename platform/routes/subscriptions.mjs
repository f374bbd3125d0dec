/**
 * Subscription accounts: getCats (the categories of media accounts under the site's account
 * code) and getCatXys (one page of a category's accounts). Accounts that clients must discard
 * (xyStatus 1 or 4, xyForbidden 1) are answered as they are: discarding them is the client's job.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick, toInt, requireInt } from '../lib/params.mjs';
import { MORE_ACCOUNTS, FIRST_COUNTY_CENTRE_ID } from '../seed/accounts.mjs';

const departments = MORE_ACCOUNTS.filter((a) => a.id < FIRST_COUNTY_CENTRE_ID).map((a) => a.id);
const countyCentres = MORE_ACCOUNTS.filter((a) => a.id >= FIRST_COUNTY_CENTRE_ID).map((a) => a.id);

/** The site's account code (docs/product.md §7: getCats takes a code fixed to an account code). */
export const ACCOUNT_CODE = 'xy';

/**
 * Categories and the account ids they hold, in display order; tests address them by id.
 * 政务发布 holds more than a page (20) of accounts, so its list pages.
 */
export const ACCOUNT_CATEGORIES = [
  { id: 1, name: '政务发布', accounts: [1, 2, 5, 7, 10, ...departments] },
  { id: 2, name: '融媒体', accounts: [4, 6, 11, 12, ...countyCentres] },
  { id: 3, name: '文旅科普', accounts: [3, 8, 9] },
];

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerSubscriptions(svc, ctx) {
  svc.call('getCats', (p) => {
    const code = pick(p, 'code') ?? '';
    if (code !== ACCOUNT_CODE) throw new PlatformError('unknown account code');
    return { catsList: ACCOUNT_CATEGORIES.map(({ id, name }) => ({ id, name })) };
  });

  svc.call('getCatXys', (p) => {
    const category = ACCOUNT_CATEGORIES.find((cat) => cat.id === requireInt(p, ['id', 'catId']));
    if (!category) throw new PlatformError('category not found');
    const start = Math.max(0, toInt(p.start, 0));
    const count = Math.min(100, Math.max(1, toInt(p.count, 20)));
    const xys = category.accounts.slice(start, start + count).map((id) => {
      const a = ctx.xy.get(id);
      // The categories above name seeded accounts only; a missing one is a seed bug, not a reader's.
      if (!a) throw new Error(`xy account ${id} is not seeded`);
      return {
        xyID: a.id,
        name: a.name,
        icon: ctx.urls.media(a.icon),
        description: a.description,
        xyStatus: a.status,
        xyForbidden: a.forbidden,
      };
    });
    return { xys, totalCount: category.accounts.length };
  });
}
