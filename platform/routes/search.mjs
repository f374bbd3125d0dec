/**
 * Search: classes, keyword search over titles, summaries, bodies and tags (FTS5 with the trigram
 * tokenizer, migration 014), ranked by relevance or newest first, hot words and suggestions; and the
 * real platform's searchAll / search (a column and its descendants, `start` and `count`).
 */
import { pick, requireString, toInt, pageOf } from '../lib/params.mjs';
import { PAGE_SIZE } from '../data/articles.mjs';

/** tclass -1 news (every type), 2 video, 3 special topic, 15 subscription (xy) accounts. */
export const SEARCH_CLASSES = [
  { id: 1, name: '新闻', tclass: -1, extraScreen: '', columnID: 0, order: 1 },
  { id: 2, name: '视频', tclass: 2, extraScreen: '', columnID: 6, order: 2 },
  { id: 3, name: '专题', tclass: 3, extraScreen: '', columnID: 9, order: 3 },
  { id: 4, name: '订阅号', tclass: 15, extraScreen: '', columnID: 0, order: 4 },
];

/** How many suggestions searchWordDely gives for a keyword. */
const SUGGESTIONS = 8;

/** Characters of a body snippet before and after the keyword (a phone shows two short lines). */
const SNIPPET_BEFORE = 16;
const SNIPPET_AFTER = 40;

/**
 * Where a found article's body holds the keyword and its title does not, the words around it, so
 * the reader sees why it was found (the list showed a title without the word). '' otherwise.
 * Plain text, cut at characters (not UTF-16 units), '…' where it was cut.
 * @param {string} title @param {string} body @param {string} keyword
 */
export function bodySnippet(title, body, keyword) {
  const needle = keyword.toLowerCase();
  if (!needle || title.toLowerCase().includes(needle)) return '';
  const chars = [...body.replace(/\s+/g, ' ').trim()];
  const lower = chars.map((c) => c.toLowerCase());
  const want = [...needle];
  const at = lower.findIndex((_, i) => want.every((c, j) => lower[i + j] === c));
  if (at < 0) return '';
  const from = Math.max(0, at - SNIPPET_BEFORE);
  const to = Math.min(chars.length, at + want.length + SNIPPET_AFTER);
  return `${from > 0 ? '…' : ''}${chars.slice(from, to).join('')}${to < chars.length ? '…' : ''}`;
}

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
  const articleRows = (/** @type {string} */ sql) => /** @type {Query<ArticleRow>} */ (db.prepare(sql));
  const counter = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  // A keyword of three characters or more goes through the trigram index (MATCH a phrase); a
  // shorter one cannot (no trigram in it) and is a LIKE over the same table's columns.
  // Relevance: bm25 with a title worth 10 bodies, a tag 5, a summary 3; ties newest first.
  const IN_INDEX = 'article_search MATCH ?';
  const IN_TEXT =
    "(s.title LIKE ? ESCAPE '\\' OR s.summary LIKE ? ESCAPE '\\' OR s.body LIKE ? ESCAPE '\\' OR s.tags LIKE ? ESCAPE '\\')";
  const BY_TIME = 'a.publish_time DESC, a.id DESC';
  const BY_RELEVANCE_INDEX = `bm25(article_search, 10.0, 3.0, 1.0, 5.0), ${BY_TIME}`;
  const BY_RELEVANCE_TEXT = `(s.title LIKE ? ESCAPE '\\') DESC, (s.tags LIKE ? ESCAPE '\\') DESC, ${BY_TIME}`;
  // Articles of a forbidden column (hidden from readers: the test fixtures' column) are not found.
  const FROM = `FROM article_search s JOIN articles a ON a.id = s.rowid
    WHERE a.a_status = 1 AND a.column_id NOT IN (SELECT id FROM columns WHERE is_forbidden = 1)`;
  // searchAll's column scope: the columns as a JSON array of ids.
  const IN_COLUMNS = ' AND a.column_id IN (SELECT value FROM json_each(?))';
  /** @param {boolean} indexed @param {boolean} typed @param {boolean} newest @param {boolean} scoped */
  const searchSql = (indexed, typed, newest, scoped) =>
    `SELECT a.* ${FROM} AND ${indexed ? IN_INDEX : IN_TEXT}${typed ? ' AND a.article_type = ?' : ''}${scoped ? IN_COLUMNS : ''} ORDER BY ${
      newest ? BY_TIME : indexed ? BY_RELEVANCE_INDEX : BY_RELEVANCE_TEXT
    } LIMIT ? OFFSET ?`;
  /** @param {boolean} indexed @param {boolean} typed @param {boolean} scoped */
  const countSql = (indexed, typed, scoped) =>
    `SELECT COUNT(*) ${FROM} AND ${indexed ? IN_INDEX : IN_TEXT}${typed ? ' AND a.article_type = ?' : ''}${scoped ? IN_COLUMNS : ''}`;
  /** @type {Map<string, Query<ArticleRow>>} */
  const searches = new Map();
  /** @type {Map<string, Query<number>>} */
  const counts = new Map();
  const searchQuery = (
    /** @type {boolean} */ indexed,
    /** @type {boolean} */ typed,
    /** @type {boolean} */ newest,
    scoped = false,
  ) => {
    const key = `${indexed}${typed}${newest}${scoped}`;
    if (!searches.has(key)) searches.set(key, articleRows(searchSql(indexed, typed, newest, scoped)));
    return /** @type {Query<ArticleRow>} */ (searches.get(key));
  };
  const countQuery = (/** @type {boolean} */ indexed, /** @type {boolean} */ typed, scoped = false) => {
    const key = `${indexed}${typed}${scoped}`;
    if (!counts.has(key)) counts.set(key, counter(countSql(indexed, typed, scoped)));
    return /** @type {Query<number>} */ (counts.get(key));
  };
  const q = {
    xy: /** @type {Query<import('../db/rows.mjs').XyAccountRow>} */ (
      db.prepare(
        "SELECT * FROM xy_accounts WHERE status = 0 AND forbidden = 0 AND name LIKE ? ESCAPE '\\' ORDER BY id LIMIT ? OFFSET ?",
      )
    ),
    xyCount: counter("SELECT COUNT(*) FROM xy_accounts WHERE status = 0 AND forbidden = 0 AND name LIKE ? ESCAPE '\\'"),
    words: /** @type {Query<import('../db/rows.mjs').HotWordRow>} */ (
      db.prepare('SELECT word FROM hot_words ORDER BY ord')
    ),
    wordsLike: /** @type {Query<import('../db/rows.mjs').HotWordRow>} */ (
      db.prepare("SELECT word FROM hot_words WHERE word LIKE ? ESCAPE '\\' ORDER BY ord LIMIT ?")
    ),
    body: /** @type {Query<string>} */ (db.prepare('SELECT body FROM article_search WHERE rowid = ?').pluck()),
    titlesLike: /** @type {Query<{title: string}>} */ (
      db.prepare(`SELECT a.title ${FROM} AND s.title LIKE ? ESCAPE '\\' ORDER BY ${BY_TIME} LIMIT ?`)
    ),
  };

  /**
   * The matching articles of a page and their count.
   * @param {string} keyword @param {number} articleType 0 for every type @param {boolean} newest @param {number} offset
   * @param {{columns?: number[], size?: number}} [scope] columns: only these (searchAll); size: the page's length
   */
  function searchArticles(keyword, articleType, newest, offset, { columns, size = PAGE_SIZE } = {}) {
    const indexed = [...keyword].length >= 3;
    const typed = articleType > 0;
    const scoped = columns !== undefined;
    const like = likeArg(keyword);
    // An FTS5 phrase: the keyword in double quotes, its own quotes doubled, so no syntax leaks in.
    const match = indexed ? [`"${keyword.replace(/"/g, '""')}"`] : [like, like, like, like];
    const filter = [...match, ...(typed ? [articleType] : []), ...(scoped ? [JSON.stringify(columns)] : [])];
    const order = !newest && !indexed ? [like, like] : [];
    const rows = searchQuery(indexed, typed, newest, scoped).all(...filter, ...order, size + 1, offset);
    return { rows, total: Number(countQuery(indexed, typed, scoped).get(...filter)) };
  }

  /** A column and every column under it. @param {number} id */
  function withDescendants(id) {
    const out = [id];
    for (let i = 0; i < out.length; i++) for (const c of ctx.childrenOf(/** @type {number} */ (out[i]))) out.push(c.id);
    return out;
  }

  // The real platform's search (intergrate-dev/xy-wan-xzw ArticleController: searchAll and search;
  // jiangbm/XFJ_FZ_API App_Search): `key` in a column and its descendants (columnId 0: everywhere),
  // `start` and `count` (at most 50), `articleType` above 0 for one type (-1 or 0: every type); the
  // most relevant first. A column that is not there finds nothing.
  /** @param {Record<string, string>} p */
  function searchAll(p) {
    const keyword = requireString(p, ['key', 'keyword', 'keyWord']).trim();
    const columnId = toInt(pick(p, 'columnId', 'columnID', 'colID'), 0);
    if (columnId !== 0 && !ctx.columns.has(columnId)) return { list: [], totalCount: 0, hasMore: false };
    const size = Math.min(50, Math.max(1, toInt(p.count, PAGE_SIZE)));
    const { rows, total } = searchArticles(
      keyword,
      Math.max(0, toInt(p.articleType, -1)),
      false,
      Math.max(0, toInt(p.start, 0)),
      { columns: columnId === 0 ? undefined : withDescendants(columnId), size },
    );
    return { list: ctx.items(rows.slice(0, size)), totalCount: total, hasMore: rows.length > size };
  }
  svc.call('searchAll', searchAll);
  svc.call('search', searchAll);

  svc.call('searchClassify', () => ({ list: SEARCH_CLASSES }));

  svc.call('searchAllInTime', (p) => {
    const keyword = requireString(p, ['keyword', 'keyWord']).trim();
    const like = likeArg(keyword);
    const tclass = toInt(p.tclass, -1);
    const offset = pageOf(p) * PAGE_SIZE;
    if (tclass === 15) {
      const rows = q.xy.all(like, PAGE_SIZE + 1, offset);
      return {
        list: rows
          .slice(0, PAGE_SIZE)
          .map((a) => ({ xyID: a.id, name: a.name, icon: urls.media(a.icon), description: a.description })),
        totalCount: Number(q.xyCount.get(like)),
        hasMore: rows.length > PAGE_SIZE,
      };
    }
    // orderType 1: newest first; anything else: most relevant first.
    const { rows, total } = searchArticles(
      keyword,
      tclass === 2 || tclass === 3 ? tclass : 0,
      toInt(p.orderType, 0) === 1,
      offset,
    );
    const found = rows.slice(0, PAGE_SIZE);
    return {
      // Each item says where in its body the keyword is (`snippet`), when its title does not have it.
      list: ctx.items(found).map((item, i) => ({
        ...item,
        snippet: bodySnippet(found[i]?.title ?? '', q.body.get(found[i]?.id) ?? '', keyword),
      })),
      totalCount: total,
      hasMore: rows.length > PAGE_SIZE,
    };
  });

  // Without a keyword: the hot words. With one (as the reader types): hot words and article
  // titles that contain it, at most 8, hot words first.
  svc.call('searchWordDely', (p) => {
    const keyword = typeof p.keyword === 'string' ? p.keyword.trim().slice(0, 50) : '';
    if (!keyword) return { list: q.words.all() };
    const like = likeArg(keyword);
    const words = q.wordsLike.all(like, SUGGESTIONS).map((w) => w.word);
    const titles = q.titlesLike.all(like, SUGGESTIONS).map((t) => t.title);
    return { list: [...new Set([...words, ...titles])].slice(0, SUGGESTIONS).map((word) => ({ word })) };
  });
}
