import 'server-only';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';

// The site's logo served from the site itself (docs/decisions/0045): the platform's logo is fetched
// and kept, so pages keep their logo while the platform (its media host) is down.

/** How long a fetched logo is served before it is asked for again (a logo rarely changes). */
export const LOGO_FRESH_MS = 10 * 60_000;
/** A platform answer larger than this is no logo (it would sit in every process's memory). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** The platform's media host is asked briefly: the page waits for nothing, the old copy serves meanwhile. */
const FETCH_TIMEOUT_MS = 2_000;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']);

export interface LogoFile {
  body: Uint8Array;
  type: string;
}

/**
 * Before any logo was fetched (the platform down since this process started): a neutral mark in
 * the site's red, so the bar never shows a broken image. Its name is the link's (home), in the page.
 */
export const FALLBACK_LOGO: LogoFile = {
  type: 'image/svg+xml',
  body: new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">' +
      '<polygon points="0,104 40,20 62,62 78,40 112,104" fill="#c8102e"/></svg>',
  ),
};

let kept: (LogoFile & { url: string; at: number }) | null = null;

async function fetchLogo(url: string): Promise<LogoFile | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!response.ok || !IMAGE_TYPES.has(type)) return null;
  const body = new Uint8Array(await response.arrayBuffer());
  return body.byteLength > 0 && body.byteLength <= LOGO_MAX_BYTES ? { body, type } : null;
}

/**
 * The logo the site config names, fetched at most every LOGO_FRESH_MS; when the config or the
 * logo cannot be had, the last copy this process fetched, else FALLBACK_LOGO. Never throws.
 */
export async function siteLogo(now = Date.now()): Promise<LogoFile> {
  if (kept && now - kept.at < LOGO_FRESH_MS) return kept;
  try {
    const url = (await getSiteConfig()).logoUrl;
    const fetched = url ? await fetchLogo(url) : null;
    if (fetched) kept = { ...fetched, url, at: now };
  } catch (error) {
    console.error(
      '[logo] the platform logo could not be fetched; serving the last copy',
      error instanceof Error ? error.message : error,
    );
  }
  return kept ?? FALLBACK_LOGO;
}

/** Tests: forget the kept copy. */
export function forgetSiteLogo(): void {
  kept = null;
}
