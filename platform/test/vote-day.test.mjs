/**
 * The vote limits count by the platform's day, China time (docs/product.md §4, decision 0020): a member who has
 * used a day's votes votes again at 00:00 China time (16:00 UTC) and not before, and 23:59 China
 * time is still the same day as 00:01. The clock is node:test's mocked Date, so the test runs the
 * same at any hour of the real day.
 */
import { test, before, after, mock } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, postEncryptedAs, encryptParams } from './helpers.mjs';
import { VOTE_IDS } from '../seed/activities.mjs';

/** @type {import('../app.mjs').PlatformApp} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = /** @type {any} */ (await makePlatform({ images: false }))));
after(() => {
  mock.timers.reset();
  return dispose(app, dir);
});

const HOUR = 3600_000;
/** 2026-12-01 00:00 China time. */
const MIDNIGHT = Date.UTC(2026, 10, 30, 16, 0, 0);

test('a day used up by 23:59 China time is new again at 00:00, and lasts until 23:59 of that day', async () => {
  const db = app.platform.ctx.db;
  const config = (await request(app, { url: '/app_if/getConfig', query: { appID: 1 } })).body.data;
  // One vote a day, open from two days before to two days after the boundary.
  db.prepare('UPDATE votes SET daily_limit = 1, start_at = ?, end_at = ? WHERE id = ?').run(
    MIDNIGHT - 48 * HOUR,
    MIDNIGHT + 48 * HOUR,
    VOTE_IDS.open,
  );
  const memberId = Number(
    db
      .prepare(`INSERT INTO members (phone, nickname, invite_code, created_at) VALUES (?, ?, ?, ?)`)
      .run('13799990001', '投票读者', 'TVOTEDAY', Date.now()).lastInsertRowid,
  );
  let n = 0;
  /** A vote at an instant (UTC ms), with a token minted at that instant. @param {number} at */
  const voteAt = async (at) => {
    mock.timers.enable({ apis: ['Date'], now: at });
    try {
      const token = app.platform.tokens.mintMemberPair(String(memberId), 'dev-vote-day').accessToken;
      const { params: data, encryptType } = encryptParams(
        { voteId: VOTE_IDS.open, optionId: 4209, requestId: `day-vote-${++n}` },
        { rsaPublicKey: config.encryptKey4 },
      );
      return await postEncryptedAs(app, 'recordVoteCountAndLog', token, {
        data,
        encryptType,
        device: 'dev-vote-day',
        afsData: '',
      });
    } finally {
      mock.timers.reset();
    }
  };

  // 30 Nov, 23:58 China time (15:58 UTC): the day's one vote, then none.
  assert.equal((await voteAt(MIDNIGHT - 2 * 60_000)).status, 0);
  assert.equal((await voteAt(MIDNIGHT - 60_000)).message, 'no votes left today');
  // 1 Dec, 00:00:01 China time: a new day.
  const next = await voteAt(MIDNIGHT + 1000);
  assert.equal(next.status, 0, next.message);
  // 1 Dec, 23:59 China time (15:59 UTC the next UTC day): still 1 Dec, so refused.
  assert.equal((await voteAt(MIDNIGHT + 24 * HOUR - 60_000)).message, 'no votes left today');
  // 2 Dec, 00:01 China time: new again.
  assert.equal((await voteAt(MIDNIGHT + 24 * HOUR + 60_000)).status, 0);
});
