// SITE_ORIGIN is the origin readers reach: canonical and share links, share previews, the weixin
// sign-in's return address and the same-origin check of live sockets use it. Unset, it is
// http://localhost:$PORT, which only this machine reaches: said loudly at start (docs/decisions/0077).

/**
 * @param {Record<string, string | undefined>} env @param {number | string} port
 * @returns {string | null} the warning to log, or null when SITE_ORIGIN is set to an origin
 */
export function siteOriginWarning(env, port) {
  const value = env.SITE_ORIGIN?.trim();
  if (!value) {
    return (
      `SITE_ORIGIN is not set: absolute links, share previews and the weixin sign-in point at http://localhost:${port}, ` +
      'which only this machine reaches. Set SITE_ORIGIN to the address readers use (e.g. SITE_ORIGIN=https://touch.example.com).'
    );
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    return `SITE_ORIGIN=${value} is not an address: set it to an origin such as https://touch.example.com`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `SITE_ORIGIN=${value} is not an http(s) origin`;
  if (url.pathname !== '/' || url.search || url.hash)
    return `SITE_ORIGIN=${value} has a path: give the origin only (${url.origin})`;
  return null;
}
