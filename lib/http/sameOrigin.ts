import { siteOrigin } from '@/lib/routing/site';
import { forwardedHeadersTrusted } from './trustedProxy';

/**
 * Writes from the browser must come from our own pages. SameSite=Lax cookies already keep other
 * sites' forms from acting as the reader; this also refuses cross-origin fetches outright.
 * Our origin is the configured one (SITE_ORIGIN) or the host the browser addressed; a proxy's
 * X-Forwarded-Host counts only when a trusted proxy is configured (docs/decisions/0024).
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = forwardedHeadersTrusted() ? request.headers.get('x-forwarded-host') : null;
  const ours = forwarded ?? request.headers.get('host');
  return host === new URL(siteOrigin()).host || (ours !== null && host === ours);
}
