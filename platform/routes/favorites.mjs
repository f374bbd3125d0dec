/**
 * Collected articles (docs/platform-api.md, "Collections"): `fav` collects or removes one article
 * for the member behind the token (JSON body, as the real clients send it), `favStatus` says
 * whether one article is collected, `myFavList` pages the member's collection, newest first.
 * An article that is withdrawn later stays collected but is not listed while it is withdrawn.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pageOf, pick, requireInt } from '../lib/params.mjs';
import { formatPlatformTime } from '../lib/time.mjs';

const PAGE_SIZE = 20;
/** A collection holds at most this many articles: enough for any reader, a bound for a flood. */
export const MAX_FAVORITES = 2000;

/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{ctx: import('../data/context.mjs').PlatformContext, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerFavorites(svc, { ctx, memberOf }) {
  const { db } = ctx;
  const value = (/** @type {string} */ sql) => /** @type {Query<number>} */ (db.prepare(sql).pluck());
  const s = {
    published: value('SELECT id FROM articles WHERE id = ? AND a_status = 1'),
    has: value('SELECT 1 FROM favorites WHERE member_id = ? AND article_id = ?'),
    count: value('SELECT COUNT(*) FROM favorites WHERE member_id = ?'),
    add: db.prepare(
      'INSERT INTO favorites (member_id, article_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    remove: db.prepare('DELETE FROM favorites WHERE member_id = ? AND article_id = ?'),
    page: /** @type {Query<import('../db/rows.mjs').ArticleRow & {fav_time: number}>} */ (
      db.prepare(`SELECT a.*, f.created_at AS fav_time
      FROM favorites f JOIN articles a ON a.id = f.article_id
      WHERE f.member_id = ? AND a.a_status = 1 ORDER BY f.created_at DESC, f.article_id DESC LIMIT ? OFFSET ?`)
    ),
    listed: value(
      'SELECT COUNT(*) FROM favorites f JOIN articles a ON a.id = f.article_id WHERE f.member_id = ? AND a.a_status = 1',
    ),
  };

  /** 1 collects, 0 removes; anything else is refused rather than guessed. @param {Record<string, string>} p */
  function wanted(p) {
    const raw = pick(p, 'isFav', 'fav') ?? '1';
    if (raw !== '0' && raw !== '1') throw new PlatformError('isFav must be 0 or 1');
    return raw === '1';
  }

  // Idempotent both ways: collecting twice keeps the first time, removing what is not there is fine.
  const setFav = db.transaction(
    (/** @type {number} */ memberId, /** @type {number} */ articleId, /** @type {boolean} */ fav) => {
      if (!fav) {
        s.remove.run(memberId, articleId);
        return;
      }
      if (!s.published.get(articleId)) throw new PlatformError('article not found');
      if (!s.has.get(memberId, articleId) && Number(s.count.get(memberId)) >= MAX_FAVORITES) {
        throw new PlatformError(`a collection holds at most ${MAX_FAVORITES} articles`);
      }
      s.add.run(memberId, articleId, Date.now());
    },
  );

  svc.call(
    'fav',
    (p, req) => {
      const member = memberOf.required(req);
      const articleId = requireInt(p, ['articleId', 'fileId', 'id']);
      const fav = wanted(p);
      setFav(member.id, articleId, fav);
      return { articleId, isFav: fav ? 1 : 0 };
    },
    { methods: ['POST'] },
  );

  svc.call('favStatus', (p, req) => {
    const member = memberOf.required(req);
    const articleId = requireInt(p, ['articleId', 'fileId', 'id']);
    return { articleId, isFav: s.has.get(member.id, articleId) ? 1 : 0 };
  });

  svc.call('myFavList', (p, req) => {
    const member = memberOf.required(req);
    const page = pageOf(p);
    const rows = s.page.all(member.id, PAGE_SIZE, page * PAGE_SIZE);
    const items = ctx.items(rows);
    const list = items.map((item, i) => ({
      ...item,
      favTime: formatPlatformTime(Math.floor((rows[i]?.fav_time ?? 0) / 1000)),
    }));
    const totalCount = Number(s.listed.get(member.id));
    return { list, totalCount, hasMore: (page + 1) * PAGE_SIZE < totalCount };
  });
}
