'use client';

import { useEffect } from 'react';
import { recordRead } from './readingHistory';
import { deviceStorage } from '@/lib/client/deviceListStore';

/**
 * Notes on this device that the reader opened this article (the reading history, docs/product.md
 * §2): after load, in the browser only, so the cached page stays the same for everyone. Renders nothing.
 */
export function RecordReading({ path, title }: { path: string; title: string }) {
  useEffect(() => {
    recordRead(deviceStorage(), { path, title, at: Date.now() });
  }, [path, title]);
  return null;
}
