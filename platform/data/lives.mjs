/**
 * Live broadcasts as they change (docs/decisions/0019): their status as pushed, their reports as answered
 * and pushed, an editor's changes, and the schedule that moves a planned live on air and off.
 * liveView (routes/live.mjs), the editor surface (routes/live-editor.mjs), the schedule and the
 * push socket (lib/livePush.mjs) all speak through this one module, so a report or status looks
 * the same wherever a client meets it.
 */
import { formatPlatformTime } from '../lib/time.mjs';
import { avatarPath } from '../lib/media-names.mjs';

/** @typedef {import('../db/rows.mjs').ArticleRow} ArticleRow */
/** @typedef {import('../db/rows.mjs').LiveReportRow} LiveReportRow */
/** @template R @typedef {import('../db/rows.mjs').Query<R>} Query */

/**
 * @param {import('better-sqlite3').Database} db
 * @param {{urls: import('../lib/urls.mjs').Urls, present: ReturnType<typeof import('./present.mjs').createPresenter>}} deps
 */
export function createLiveStore(db, { urls, present }) {
  const s = {
    live: /** @type {Query<ArticleRow>} */ (db.prepare('SELECT * FROM articles WHERE id = ? AND article_type = 6')),
    report: /** @type {Query<LiveReportRow>} */ (db.prepare('SELECT * FROM live_reports WHERE id = ?')),
    insertReport:
      db.prepare(`INSERT INTO live_reports (live_id, is_top, title, publish_time, user, user_icon, content, attachments, video)
      VALUES (@live_id, @is_top, @title, @publish_time, @user, @user_icon, @content, @attachments, @video)`),
    setStatus: db.prepare('UPDATE articles SET live_status = ?, has_playback = ? WHERE id = ? AND article_type = 6'),
    setWindow: db.prepare(
      'UPDATE articles SET live_start_time = ?, live_end_time = ? WHERE id = ? AND article_type = 6',
    ),
    // Going on air turns the live's reminders into messages of their members' message centres
    // (docs/decisions/0062); only the first start counts, a live put back and on again tells no one twice.
    remindersStarted: db.prepare('UPDATE live_reminders SET started_at = ? WHERE live_id = ? AND started_at IS NULL'),
    // Only lives with a planned end follow the schedule: the seeded archive's previews have start
    // times in the past and no end, and must stay as seeded.
    due: /** @type {Query<ArticleRow>} */ (
      db.prepare(`SELECT * FROM articles WHERE article_type = 6 AND a_status = 1
      AND live_end_time IS NOT NULL AND ((live_status = 0 AND live_start_time <= ?) OR (live_status = 1 AND live_end_time <= ?))`)
    ),
  };

  /** The data of live_status and live_status_subscribe. @param {ArticleRow} row */
  function statusData(row) {
    const video = present.item(row, []).config.videos?.[0];
    return {
      fileId: row.id,
      status: row.live_status,
      startTime: formatPlatformTime(row.live_start_time),
      endTime: formatPlatformTime(row.live_end_time),
      appLiveUrl: video?.appLiveUrl ?? '',
      appPlaybackUrl: video?.appPlaybackUrl ?? '',
    };
  }

  /** A report as liveView's list answers it and live_reporting pushes it. @param {LiveReportRow} r */
  function presentReport(r) {
    return {
      isTop: r.is_top,
      fileId: r.id,
      title: r.title,
      publishtime: formatPlatformTime(r.publish_time),
      user: r.user,
      userIcon: urls.media(r.user_icon),
      content: r.content,
      attachments: [
        ...JSON.parse(r.attachments).map((/** @type {number} */ n) => ({ type: 0, url: urls.picture(n, 'big') })),
        ...(r.video ? [{ type: 2, url: urls.media(r.video), poster: urls.poster }] : []),
      ],
    };
  }

  return {
    presentReport,
    /** @param {number} id */
    statusOf(id) {
      const row = s.live.get(id);
      return row ? statusData(row) : null;
    },
    /**
     * 0 preview, 1 on air, 2 ended; an ended live has a replay unless told otherwise.
     * @param {number} id @param {0|1|2} status @param {{replay?: boolean}} [o]
     * @returns {boolean} false when there is no such live
     */
    setStatus(id, status, { replay = true } = {}) {
      const changed = s.setStatus.run(status, status === 2 && replay ? 1 : 0, id).changes > 0;
      if (changed && status === 1) s.remindersStarted.run(Date.now(), id);
      return changed;
    },
    /** Plans a live: on air at start, ended (with replay) at end; unix seconds. @param {number} id @param {number} start @param {number} end */
    schedule(id, start, end) {
      return s.setWindow.run(start, end, id).changes > 0;
    },
    /**
     * @param {number} liveId
     * @param {{content: string, user: string, title?: string, isTop?: boolean, pictures?: number[], video?: string, at?: number}} input
     * @returns {ReturnType<typeof presentReport> | null} null when there is no such live
     */
    postReport(liveId, input) {
      if (!s.live.get(liveId)) return null;
      const { lastInsertRowid } = s.insertReport.run({
        live_id: liveId,
        is_top: input.isTop ? 1 : 0,
        title: input.title ?? '',
        publish_time: input.at ?? Math.floor(Date.now() / 1000),
        user: input.user,
        user_icon: avatarPath('rp', 1),
        content: input.content,
        attachments: JSON.stringify(input.pictures ?? []),
        video: input.video ?? '',
      });
      const row = s.report.get(Number(lastInsertRowid));
      return row ? presentReport(row) : null;
    },
    /**
     * Moves every planned live whose time has come (preview → on air → ended with replay).
     * @param {number} nowSeconds @returns {number[]} the ids that changed
     */
    tick(nowSeconds) {
      const changed = [];
      for (const row of s.due.all(nowSeconds, nowSeconds)) {
        const next = row.live_status === 0 && (row.live_end_time ?? 0) > nowSeconds ? 1 : 2;
        s.setStatus.run(next, next === 2 ? 1 : 0, row.id);
        if (next === 1) s.remindersStarted.run(Date.now(), row.id);
        changed.push(row.id);
      }
      return changed;
    },
  };
}

/** @typedef {ReturnType<typeof createLiveStore>} LiveStore */
