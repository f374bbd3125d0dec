/**
 * codeImeiRecord (docs/platform-api.md, "codeImeiRecord"): a client records its device once, on
 * its first visit (the app sends its IMEI; a browser its generated device id, with no IMEI). The
 * platform keeps one row per device: a repeat moves last_seen and counts, and never fails, so a
 * client that asks twice (two tabs, a cleared flag) costs nothing.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick, toInt } from '../lib/params.mjs';

/** Device ids as clients generate them: letters, digits, dashes and dots, not too long. */
const DEVICE_ID = /^[\w.-]{8,128}$/;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{db: import('better-sqlite3').Database, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export default function registerDeviceRecords(svc, { db, memberOf }) {
  const upsert = db.prepare(`INSERT INTO device_records (device, imei, channel, user_id, first_seen, last_seen, records)
    VALUES (@device, @imei, @channel, @userId, @now, @now, 1)
    ON CONFLICT (device) DO UPDATE SET last_seen = @now, records = records + 1,
      imei = CASE WHEN @imei <> '' THEN @imei ELSE imei END, user_id = COALESCE(@userId, user_id)`);
  const row = /** @type {import('../db/rows.mjs').Query<import('../db/rows.mjs').DeviceRecordRow>} */ (
    db.prepare('SELECT * FROM device_records WHERE device = ?')
  );

  svc.call(
    'codeImeiRecord',
    (p, req) => {
      const device = pick(p, 'deviceId', 'device', 'devid') ?? '';
      if (!DEVICE_ID.test(device)) throw new PlatformError('deviceId is required');
      const imei = (pick(p, 'imei', 'code') ?? '').slice(0, 64);
      if (imei && !/^[\w-]+$/.test(imei)) throw new PlatformError('invalid imei');
      const member = memberOf.optional(req);
      upsert.run({ device, imei, channel: toInt(p.channel, 1), userId: member ? member.id : null, now: Date.now() });
      const stored = row.get(device);
      if (!stored) throw new Error(`device record ${device} vanished right after its upsert`);
      return { recorded: true, firstVisit: stored.records === 1, firstSeen: stored.first_seen };
    },
    { methods: ['POST'] },
  );
}
