import { headers } from 'next/headers';
import { NONCE_HEADER } from './requestHeaders';

export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
