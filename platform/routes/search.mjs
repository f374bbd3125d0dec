/**
 * Search: classes, keyword search over titles (LIKE; Chinese needs substring
 * matching, which FTS tokenizers do poorly for 2-character words), hot words.
 */
import { requireString, toInt, pageOf } from '../lib/params.mjs';
import { PAGE_SIZE } from '../data/articles.mjs';

/** tclass -1 news (every type), 2 video, 3 special topic, 15 subscription (xy) accounts. */
export const SEARCH_CLASSES = [
  { id: 1, name: '新闻', tclass: -1, extraScreen: '', columnID: 0, order: 1 },
  { id: 2, name: '视频', tclass: 2, extraScreen: '', columnID: 6, order: 2 },
  { id: 3, name: '专题', tclass: 3, extraScreen: '', columnID: 9, order: 3 },
  { id: 4, name: '订阅号', tclass: 15, extraScreen: '', columnID: 0, order: 4 },
];

/** Escape LIKE wildcards so a keyword like "100%" is literal. @param {string} s */
const likeArg = (s) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */
/** @typedef {import('../db/rows.mjs').ArticleRow} ArticleRow */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {import('../data/context.mjs').PlatformContext} ctx
 */
export default function registerSearch(svc, ctx) {
  const { db, urls } = ctx;
  const ORDER = 'ORDER BY publish_time DESC, id DESC';
  const articleRows = (/** @type {string} */ sql) => /** @type {Query<ArticleRow>} */ (db.prepare(sql));
  const counter = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const q = {
    all: articleRows(`SELECT * FROM articles WHERE a_status = 1 AND title LIKE ? ESCAPE '\\' ${ORDER} LIMIT ? OFFSET ?`),
    allCount: counter("SELECT COUNT(*) FROM articles WHERE a_status = 1 AND title LIKE ? ESCAPE '\\'"),
    typed: articleRows(`SELECT * FROM articles WHERE a_status = 1 AND article_type = ? AND title LIKE ? ESCAPE '\\' ${ORDER} LIMIT ? OFFSET ?`),
    typedCount: counter("SELECT COUNT(*) FROM articles WHERE a_status = 1 AND article_type = ? AND title LIKE ? ESCAPE '\\'"),
    xy: /** @type {Query<import('../db/rows.mjs').XyAccountRow>} */ (
      db.prepare("SELECT * FROM xy_accounts WHERE status = 0 AND forbidden = 0 AND name LIKE ? ESCAPE '\\' ORDER BY id LIMIT ? OFFSET ?")),
    xyCount: counter("SELECT COUNT(*) FROM xy_accounts WHERE status = 0 AND forbidden = 0 AND name LIKE ? ESCAPE '\\'"),
    words: /** @type {Query<import('../db/rows.mjs').HotWordRow>} */ (db.prepare('SELECT word FROM hot_words ORDER BY ord')),
  };

  svc.call('searchClassify', () => ({ list: SEARCH_CLASSES }));

  svc.call('searchAllInTime', (p) => {
    const like = likeArg(requireString(p, ['keyword', 'keyWord']).trim());
    const tclass = toInt(p.tclass, -1);
    const offset = pageOf(p) * PAGE_SIZE;
    if (tclass === 15) {
      const rows = q.xy.all(like, PAGE_SIZE + 1, offset);
      return {
        list: rows.slice(0, PAGE_SIZE).map((a) => ({ xyID: a.id, name: a.name, icon: urls.media(a.icon), description: a.description })),
        totalCount: Number(q.xyCount.get(like)),
        hasMore: rows.length > PAGE_SIZE,
      };
    }
    const typed = tclass === 2 || tclass === 3;
    const rows = typed ? q.typed.all(tclass, like, PAGE_SIZE + 1, offset) : q.all.all(like, PAGE_SIZE + 1, offset);
    return {
      list: ctx.items(rows.slice(0, PAGE_SIZE)),
      totalCount: Number(typed ? q.typedCount.get(tclass, like) : q.allCount.get(like)),
      hasMore: rows.length > PAGE_SIZE,
    };
  });

  svc.call('searchWordDely', () => ({ list: q.words.all() }));
}
