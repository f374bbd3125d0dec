/**
 * Writes from the browser must come from our own pages. SameSite=Lax cookies already keep other
 * sites' forms from acting as the reader; this also refuses cross-origin fetches outright.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'same-origin';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
