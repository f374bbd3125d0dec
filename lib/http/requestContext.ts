import { headers } from 'next/headers';
import { NONCE_HEADER, PLATFORM_DOWN_HEADER } from './requestHeaders';

export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

/** proxy.ts found the platform down for this request (docs/decisions/0015): render nothing that waits on it. */
export async function platformMarkedDown(): Promise<boolean> {
  return (await headers()).get(PLATFORM_DOWN_HEADER) === '1';
}
