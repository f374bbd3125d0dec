'use client';

import { useEffect } from 'react';
import { callHandler } from '@/lib/client/http';
import { readMessages } from '@/lib/client/endpoints';

/** Event the account icon listens to: the unread count changed on this page. */
export const UNREAD_EVENT = 'touch:unread';

/**
 * Opening the message centre reads it (docs/decisions/0051): after the page showed which messages
 * were new, the platform is told, and the account icon on this page drops its figure. A POST from
 * the browser, not from the page's GET render: a prefetch or a crawler reads nothing.
 */
export function MarkMessagesRead({ unread }: { unread: number }) {
  useEffect(() => {
    if (unread === 0) return;
    callHandler(readMessages, {}).then(
      (answer) => window.dispatchEvent(new CustomEvent(UNREAD_EVENT, { detail: answer.unread })),
      () => undefined,
    );
  }, [unread]);
  return null;
}
