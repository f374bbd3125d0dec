/**
 * Points count days in the site's zone, Asia/Shanghai, never the server's (docs/decisions/0094): a read at
 * 01:00 Beijing time (17:00 UTC the day before) is today's, on a server whose zone is UTC. The clock is
 * node:test's mocked Date and the process's zone is set here, so the test runs the same anywhere.
 */
import { test, before, after, mock } from 'node:test';
import assert from 'node:assert/strict';
import { makePlatform, dispose, request, postEncrypted } from './helpers.mjs';
import { localDay, localDayStart } from '../lib/time.mjs';

process.env.TZ = 'UTC';

/** @type {import('../app.mjs').PlatformApp} */ let app;
/** @type {string} */ let dir;
before(async () => ({ app, dir } = /** @type {any} */ (await makePlatform({ images: false }))));
after(() => {
  mock.timers.reset();
  return dispose(app, dir);
});

/** 2026-12-01 01:00 Beijing time: 2026-11-30 17:00 UTC. */
const ONE_AM_BEIJING = Date.UTC(2026, 10, 30, 17, 0, 0);

test("the site's day: 01:00 Beijing time is the new day on a UTC server", () => {
  assert.equal(new Date(ONE_AM_BEIJING).getDate(), 30, 'the process counts in UTC');
  assert.equal(localDay(ONE_AM_BEIJING), '2026-12-01');
  assert.equal(localDayStart(ONE_AM_BEIJING), Date.UTC(2026, 10, 30, 16, 0, 0));
  assert.equal(localDay(ONE_AM_BEIJING, 'Europe/Berlin'), '2026-11-30');
});

test("a read between 00:00 and 08:00 Beijing time is today's points, under today's date", async () => {
  const db = app.platform.ctx.db;
  const memberId = Number(
    db
      .prepare('INSERT INTO members (phone, nickname, invite_code, created_at) VALUES (?, ?, ?, ?)')
      .run('13799990002', '积分读者', 'TPOINTDAY', ONE_AM_BEIJING - 86_400_000).lastInsertRowid,
  );
  mock.timers.enable({ apis: ['Date'], now: ONE_AM_BEIJING });
  try {
    const token = app.platform.tokens.mintMemberPair(String(memberId), 'dev-points-day').accessToken;
    const read = (await postEncrypted(app, 'event1', { id: 1000, type: 0, eventType: 0 }, { headers: { token } })).body;
    assert.equal(read.status, 0, read.message);
    assert.equal(read.data.todayScore, 1);
    const days = (await request(app, { url: '/app_if/myDayScoreSts', query: {}, headers: { token } })).body.data;
    assert.equal(days.todayScore, 1);
    assert.deepEqual(days.list[0], { day: '2026-12-01', score: 1 });
    assert.equal(days.list[1].day, '2026-11-30');
  } finally {
    mock.timers.reset();
  }
});
