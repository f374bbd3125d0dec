/**
 * Article lists and details: getArticles(New), getArticleContent, myArticleContent,
 * getArticleCounts, getRelArticles, articleHot, recommendList, moduleView, tagScreenArticles, getSubSpecialArticles.
 */
import { NotFound, PlatformError } from '../lib/envelope.mjs';
import { pick, toInt, requireInt, pageOf } from '../lib/params.mjs';
import { formatPlainTime } from '../lib/time.mjs';

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */
/** @typedef {import('../db/rows.mjs').ModuleGroupRow} ModuleGroupRow */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerArticles(svc, ctx) {
  const { db, articles, present } = ctx;
  const moduleGroups = /** @type {Query<ModuleGroupRow>} */ (
    db.prepare('SELECT * FROM module_groups WHERE column_id = ? ORDER BY ord')
  );
  const moduleGroup = /** @type {Query<ModuleGroupRow>} */ (db.prepare('SELECT * FROM module_groups WHERE id = ?'));
  const moduleItems = /** @type {Query<import('../db/rows.mjs').ModuleItemRow>} */ (
    db.prepare('SELECT * FROM module_items WHERE group_id = ? ORDER BY ord')
  );
  const listAds = /** @type {Query<import('../db/rows.mjs').AdRow>} */ (
    db.prepare('SELECT * FROM ads WHERE type = 2 AND column_id = ? ORDER BY position, ad_order')
  );

  /** Lists show at most 8 module items; moduleView returns them all. */
  const MODULE_PREVIEW = 8;

  /** @param {Record<string, string>} p */
  function columnList(p) {
    const columnId = requireInt(p, ['columnId', 'columnID', 'colID']);
    const column = ctx.columns.get(columnId);
    if (!column) throw new NotFound('column not found');
    const page = pageOf(p);
    const typeScreen = toInt(p.typeScreen, -1);
    const { rows, totalCount, hasMore, offset } = articles.columnPage({
      columnId,
      page,
      lastFileId: toInt(p.lastFileId, 0),
      type: typeScreen >= 0 ? typeScreen : null,
    });
    const first = offset === 0;
    const topModuleRows = first && column.top_module_title ? articles.decor('topModule', columnId) : [];
    return {
      list: ctx.items(rows),
      // Decorations belong to the head of the column only.
      modules: first
        ? moduleGroups.all(columnId).map((g) => {
            const items = moduleItems.all(g.id);
            return {
              id: g.id,
              title: g.title,
              type: g.type,
              hasMore: items.length > MODULE_PREVIEW ? 1 : 0,
              list: items.slice(0, MODULE_PREVIEW).map(present.moduleItem),
            };
          })
        : [],
      liveArticles: first ? ctx.items(articles.decor('liveArticles', columnId)) : [],
      carousel: first ? ctx.items(articles.decor('carousel', columnId)) : [],
      topModule: topModuleRows.length ? { title: column.top_module_title, list: ctx.items(topModuleRows) } : null,
      adv: listAds.all(columnId).map((a) => present.ad(a, formatPlainTime)),
      hasMore,
      totalCount,
    };
  }
  svc.call('getArticles', columnList);
  svc.call('getArticlesNew', columnList);

  /** @param {Record<string, string>} p */
  function detail(p) {
    const id = requireInt(p, ['articleId', 'articleID', 'fileId', 'id']);
    const row = articles.byId(id);
    const body = row && articles.body(id);
    if (!row || !body) throw new NotFound('article not found');
    const tags = articles.tagsFor([id]).get(id) ?? [];
    return present.content(row, body, tags, ctx.items(articles.related(row)));
  }
  // Preview articles (aStatus 0) are answered too; the client shows its preview mode.
  svc.call('getArticleContent', detail);
  svc.call('myArticleContent', detail);

  svc.call('getArticleCounts', (p) => {
    const c = articles.counts(requireInt(p, ['articleId', 'articleID', 'id']));
    if (!c) throw new PlatformError('article not found');
    return {
      countClick: c.count_click,
      countDiscuss: c.count_discuss,
      countPraise: c.count_praise,
      countShare: c.count_share,
    };
  });

  // Not in PLATFORM-FACTS: designed here for the search screen's most read (docs/platform-api.md,
  // "articleHot"). `count` within 1..20.
  // `days` 1 or 7 (designed here for the most read of the day and of the week, docs/platform-api.md "articleHot"):
  // the most read of the articles published in those days up to the newest one; any other value, the window above.
  svc.call('articleHot', (p) => {
    const count = Math.min(20, Math.max(1, toInt(p.count, 10)));
    const days = toInt(p.days, 0);
    return { list: ctx.items(days === 1 || days === 7 ? articles.hotSince(days * 86400, count) : articles.hot(count)) };
  });
  svc.call('recommendList', (p) => {
    const exceptId = toInt(pick(p, 'articleId', 'articleID', 'fileId'), 0);
    return { list: ctx.items(articles.recommended(exceptId, Math.min(20, Math.max(1, toInt(p.count, 6))))) };
  });

  svc.call('getRelArticles', (p) => {
    const row = articles.byId(requireInt(p, ['articleId', 'articleID', 'id']));
    if (!row) throw new PlatformError('article not found');
    return { list: ctx.items(articles.related(row)) };
  });

  svc.call('moduleView', (p) => {
    const g = moduleGroup.get(requireInt(p, ['id']));
    if (!g) throw new NotFound('module not found');
    return { id: g.id, title: g.title, type: g.type, list: moduleItems.all(g.id).map(present.moduleItem) };
  });

  svc.call('tagScreenArticles', (p) => {
    const tag = articles.tag(requireInt(p, ['tagId', 'tagID', 'id']));
    if (!tag) throw new PlatformError('tag not found');
    const { rows, totalCount, hasMore } = articles.tagPage(tag.id, pageOf(p));
    return { tag, list: ctx.items(rows), hasMore, totalCount };
  });

  svc.call('getSubSpecialArticles', (p) => {
    const id = requireInt(p, ['columnId', 'columnID', 'id']);
    const column = ctx.columns.get(id);
    if (!column || column.style !== 'special') throw new PlatformError('special not found');
    const page = pageOf(p);
    return {
      column: present.column(column),
      banner: ctx.urls.picture(column.banner, 'big'),
      subColumns: ctx.childrenOf(id).map((sub) => {
        const { rows, totalCount, hasMore } = articles.columnPage({
          columnId: sub.id,
          page,
          lastFileId: 0,
          type: null,
        });
        return { column: present.column(sub), list: ctx.items(rows), totalCount, hasMore };
      }),
    };
  });
}
