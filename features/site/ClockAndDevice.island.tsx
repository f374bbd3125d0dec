'use client';

import { useEffect } from 'react';
import { applyStoredClock, syncClock } from '@/lib/client/clockSync';
import { recordDeviceOnce } from '@/features/analytics/deviceRecord';

/**
 * Two small things every page does once the reader has it, never before: learn how wrong this
 * device's clock is (once a session: relative times use the site's clock and wait for it,
 * docs/decisions/0036), and record the device with the platform (once a device, codeImeiRecord).
 * Both wait for an idle moment; an offset already learned this session is applied at once.
 */
export function ClockAndDevice() {
  useEffect(() => {
    // Known from an earlier page of the session: relative times appear right after hydration.
    applyStoredClock();
    const run = () => {
      void syncClock();
      void recordDeviceOnce();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 1_000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
