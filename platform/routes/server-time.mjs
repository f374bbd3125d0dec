/**
 * serverTime (docs/platform-api.md, "serverTime"): the platform's clock, so a client whose own
 * clock is wrong can still say "3 minutes ago" correctly. Milliseconds since the epoch, and the
 * same instant in the platform's dialect (China time).
 */
import { formatPlatformTime } from '../lib/time.mjs';

/** @param {import('../lib/pipeline.mjs').Service} svc */
export default function registerServerTime(svc) {
  svc.call(
    'serverTime',
    () => {
      const now = Date.now();
      return { serverTime: now, time: formatPlatformTime(Math.floor(now / 1000)) };
    },
    { methods: ['GET'] },
  );
}
