import { headers } from 'next/headers';
import { NONCE_HEADER, THEME_HEADER } from './requestHeaders';
import { THEMES, type Theme } from '@/lib/theme/theme';

/** The theme proxy.ts chose for this request. */
export async function requestTheme(): Promise<Theme> {
  const value = (await headers()).get(THEME_HEADER);
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'light';
}

export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
