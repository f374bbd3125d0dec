import { headers } from 'next/headers';
import { NONCE_HEADER, PLATFORM_DOWN_HEADER, SERVER_BUSY_HEADER } from './requestHeaders';

export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

/** proxy.ts found the platform down for this request (docs/decisions/0015): render nothing that waits on it. */
export async function platformMarkedDown(): Promise<boolean> {
  return (await headers()).get(PLATFORM_DOWN_HEADER) === '1';
}

/** The 503 page is for this server being overloaded, not for the platform (docs/decisions/0033). */
export async function serverMarkedBusy(): Promise<boolean> {
  return (await headers()).get(SERVER_BUSY_HEADER) === '1';
}
