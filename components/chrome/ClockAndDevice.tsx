'use client';

import { useEffect } from 'react';
import { syncClock } from '@/lib/client/clockSync';
import { recordDeviceOnce } from '@/lib/client/deviceRecord';

/**
 * Two small things every page does once the reader has it, never before: learn how wrong this
 * device's clock is (once a session: relative times use the site's clock), and record the device
 * with the platform (once a device, codeImeiRecord). Both wait for an idle moment.
 */
export function ClockAndDevice() {
  useEffect(() => {
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
