// The origins a Content-Security-Policy names for the configured addresses, in one place for both
// servers: the Next app (lib/http/cspHosts.ts, per-request pages) and the plain-Node front server
// (server/csp.mjs, cached pages). Plain JavaScript with no imports, so node runs it as it is and the
// app's bundler and jest take it like any module; its types are in cspOrigins.d.mts.

/**
 * The names a service on this machine is reached by: the reference platform answers to either.
 * (Not `[::1]`: a CSP source list refuses IPv6 literals.)
 */
export const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/**
 * The origins of the addresses in the named environment variables (each a comma-separated list;
 * `defaults` stands in for a variable that is not set). Anything that is not a URL is left out; a
 * loopback address also allows its other loopback name.
 * @param {readonly string[]} names
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {Readonly<Record<string, string>>} defaults
 * @returns {string[]}
 */
export function originsOf(names, env, defaults) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const name of names) {
    for (const text of (env[name] ?? defaults[name] ?? '').split(',')) {
      let url;
      const item = text.trim();
      try {
        // A bare host name (TRUSTED_IFRAME_HOSTS lists them so) is its https origin.
        url = new URL(/^[a-z0-9.-]+(:\d+)?$/i.test(item) ? `https://${item}` : item);
      } catch {
        continue; // not a URL: ignored
      }
      found.add(url.origin);
      if (LOOPBACK_NAMES.includes(url.hostname))
        for (const other of LOOPBACK_NAMES) found.add(`${url.protocol}//${other}${url.port ? `:${url.port}` : ''}`);
    }
  }
  return [...found];
}

/**
 * The policy's directives (cspDirectives.json "directives") with {media} and {connect} filled in:
 * the media hosts' origins and the fixed ones, and for connect also the analytics origins.
 * @param {import('./cspOrigins.d.mts').SharedDirectives} shared
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string[]}
 */
export function fillDirectives(shared, env) {
  const media = [...originsOf(shared.hosts.media, env, shared.defaults), ...shared.hosts.fixed];
  const connect = [...new Set([...media, ...originsOf(shared.hosts.analytics, env, shared.defaults)])];
  // Frames: only the hosts article HTML may embed (lib/content/sanitize.ts), never every https origin.
  const frames = originsOf(shared.hosts.frames ?? [], env, shared.defaults).filter((origin) =>
    origin.startsWith('https://'),
  );
  return shared.directives.map((directive) =>
    directive
      .replace('{media}', media.join(' '))
      .replace('{connect}', connect.join(' '))
      .replace('{frames}', frames.join(' '))
      .trim(),
  );
}
