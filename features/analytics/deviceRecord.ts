import { callHandler } from '@/lib/client/http';
import { recordDevice } from '@/lib/client/endpoints';

/** Set once the platform has this device's record: the device is recorded once, not on every visit. */
const RECORDED_KEY = 'touch:deviceRecorded';

/**
 * codeImeiRecord through /api/analytics/deviceRecord, once per device (its first visit). Never throws and
 * never holds a page: on a failure it is tried again on a later visit.
 */
export async function recordDeviceOnce(): Promise<void> {
  try {
    if (window.localStorage.getItem(RECORDED_KEY)) return;
    await callHandler(recordDevice, {});
    window.localStorage.setItem(RECORDED_KEY, String(Date.now()));
  } catch {
    // no storage, no device cookie yet, or the platform is away: next visit
  }
}
