/**
 * The demo member's collection (docs/platform-api.md, "Collections"): 23 articles, so
 * 'my collection' on getUserInfo.html has more than one page of 20. Seeded once per database
 * (meta row `favorites_seeded`), after the demo members exist.
 */
import { getMeta, setMeta } from '../db/open.mjs';
import { DEMO_MEMBER } from './members.mjs';

/** Fixtures first (a news piece, a photo set, a video, the hot one), then generated news. */
export const DEMO_FAVORITES = [
  1000,
  1001,
  1002,
  1016,
  1023,
  1024,
  1025,
  1026,
  ...Array.from({ length: 15 }, (_, i) => 1100 + i),
];

const HOUR_MS = 3600 * 1000;

/** @param {import('better-sqlite3').Database} db */
export function ensureDemoFavorites(db) {
  if (getMeta(db, 'favorites_seeded') !== null) return;
  const member = /** @type {number | undefined} */ (
    db.prepare('SELECT id FROM members WHERE phone = ?').pluck().get(DEMO_MEMBER.phone)
  );
  if (member === undefined) return;
  const exists = db.prepare('SELECT 1 FROM articles WHERE id = ? AND a_status = 1').pluck();
  const insert = db.prepare('INSERT OR IGNORE INTO favorites (member_id, article_id, created_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    const now = Date.now();
    // The first listed is the newest collected: offsets from now, an hour apart.
    DEMO_FAVORITES.forEach((id, i) => {
      if (exists.get(id)) insert.run(member, id, now - (i + 1) * HOUR_MS);
    });
    setMeta(db, 'favorites_seeded', '1');
  })();
}
