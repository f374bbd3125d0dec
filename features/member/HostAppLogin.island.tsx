'use client';

import { useEffect } from 'react';
import { sendToHostApp } from '@/lib/client/hostApp';

/**
 * Inside the provider's app with nobody signed in, signing in is the app's job (docs/host-app-bridge.md):
 * the login page asks it to (`login`) once; the web form below stays for an app without the bridge.
 */
export function HostAppLogin() {
  useEffect(() => {
    sendToHostApp('login');
  }, []);
  return null;
}
