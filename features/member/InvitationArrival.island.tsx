'use client';

import { useEffect } from 'react';
import { callHandler } from '@/lib/client/http';
import { recordInvitation } from '@/lib/client/endpoints';

/** Set once this device has told our server of a code: an invitation page opened again asks nothing. */
const ARRIVED_KEY = 'touch:invitationArrived';

/**
 * A reader arrived through a friend's invitation (invitedToDownload): our server records the code
 * for the signed-in reader and this device (features/member/invitation.handler.ts). Renders nothing
 * and never holds the page: the reader goes on to the download as before; a failure is dropped.
 */
export function InvitationArrival({ code }: { code: string }) {
  useEffect(() => {
    try {
      if (window.localStorage.getItem(ARRIVED_KEY) === code) return;
    } catch {
      // no storage: ask anyway, the platform keeps one code per device
    }
    callHandler(recordInvitation, { code })
      .then(({ recorded }) => {
        if (recorded) window.localStorage.setItem(ARRIVED_KEY, code);
      })
      .catch(() => {
        // not recorded now (the platform away, the limit reached): a later arrival asks again
      });
  }, [code]);
  return null;
}
