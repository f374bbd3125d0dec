/**
 * Demo members (docs/platform-api.md, "Demo members"). Seeded once per database, also into
 * databases created before members existed, so `npm start` on an old .data still has them.
 */
import { getMeta, setMeta } from '../db/open.mjs';

export const DEMO_MEMBER = { phone: '13800000001', password: 'demo1234', nickname: '高原读者', inviteCode: 'PLAT26' };
export const DEMO_INVITER = { phone: '13800000002', password: 'demo5678', nickname: '邀请人', inviteCode: 'INVITE' };

const DAY_MS = 24 * 3600 * 1000;
/** A week of points for the demo member, so the points detail has something to show. */
const HISTORY = [
  { daysAgo: 0, score: 5, reason: 'read' },
  { daysAgo: 0, score: 2, reason: 'like' },
  { daysAgo: 1, score: 5, reason: 'read' },
  { daysAgo: 1, score: 3, reason: 'share' },
  { daysAgo: 2, score: 5, reason: 'comment' },
  { daysAgo: 3, score: 5, reason: 'read' },
  { daysAgo: 5, score: 3, reason: 'share' },
  { daysAgo: 6, score: 5, reason: 'signin' },
];

/**
 * @param {import('better-sqlite3').Database} db
 * @param {import('../lib/members.mjs').MemberStore} members
 */
export function ensureDemoMembers(db, members) {
  if (getMeta(db, 'members_seeded') !== null) return;
  db.transaction(() => {
    const now = Date.now();
    members.create({ ...DEMO_INVITER, createdAt: now - 30 * DAY_MS });
    const demo = members.create({ ...DEMO_MEMBER, createdAt: now - 10 * DAY_MS });
    // Recent points stay recent whenever the database was seeded: offsets from now.
    for (const h of HISTORY) members.addScore(demo.id, h.score, h.reason, now - h.daysAgo * DAY_MS - 60_000);
    setMeta(db, 'members_seeded', '1');
  })();
}
