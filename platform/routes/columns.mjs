/**
 * getColumns / getColumn: the column tree (menus, child tabs, topic columns).
 */
import { NotFound } from '../lib/envelope.mjs';
import { pick, toInt, requireInt } from '../lib/params.mjs';

/** Bumped only when the seeded tree changes; clients cache columns by it. */
export const COLUMNS_VERSION = 20261120;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerColumns(svc, ctx) {
  svc.call('getColumns', (p) => {
    const parent = toInt(pick(p, 'parentColumnId', 'parentColumnID', 'parentId'), 0);
    if (parent !== 0 && !ctx.columns.has(parent)) throw new NotFound('column not found');
    return { version: COLUMNS_VERSION, columns: ctx.childrenOf(parent).map(ctx.present.column) };
  });

  svc.call('getColumn', (p) => {
    const id = requireInt(p, ['columnId', 'columnID', 'colID']);
    const c = ctx.columns.get(id);
    if (!c) throw new NotFound('column not found');
    return { ...ctx.present.column(c), children: ctx.childrenOf(id).map(ctx.present.column) };
  });
}
