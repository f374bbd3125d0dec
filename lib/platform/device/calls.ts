import { defineCall } from '../define';
import { rawDeviceRecordSchema, rawServerTimeSchema } from '../schemas/device';

// The platform's clock and device records (docs/platform-api.md, "serverTime", "codeImeiRecord").

/**
 * serverTime: the platform's clock. Asked by lib/platform/device/clock.ts at most every few
 * minutes per process (never shared as a cached answer: a cached time is a wrong time).
 */
export const serverTimeCall = defineCall({
  name: 'serverTime',
  service: 'app',
  method: 'GET',
  auth: 'site',
  answer: rawServerTimeSchema,
  criticality: 'secondary',
  fallback: { serverTime: 0, time: '' },
});

/** codeImeiRecord (POST): records a reader's device once, on its first visit (channel 1: the touch edition). */
export const codeImeiRecordCall = defineCall({
  name: 'codeImeiRecord',
  service: 'app',
  method: 'POST',
  auth: 'site',
  params: (deviceId: string) => ({ deviceId, channel: 1 }),
  answer: rawDeviceRecordSchema,
  criticality: 'background',
});
