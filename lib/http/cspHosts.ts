import shared from './cspDirectives.json';
import { LOOPBACK_NAMES } from '@/lib/platform/sameEndpoint';

// The hosts of the policy's {media} and {connect} (cspDirectives.json "hosts"): the origins of the
// configured platform, media and analytics addresses. server/csp.mjs does the same for cached pages.

function originsOf(names: readonly string[], env: Readonly<Record<string, string | undefined>>): string[] {
  const defaults: Record<string, string> = shared.defaults;
  const found = new Set<string>();
  for (const name of names) {
    for (const text of (env[name] ?? defaults[name] ?? '').split(',')) {
      try {
        const url = new URL(text.trim());
        found.add(url.origin);
        // A reference platform on this machine is reached by either loopback name.
        if (LOOPBACK_NAMES.includes(url.hostname)) for (const other of LOOPBACK_NAMES) found.add(`${url.protocol}//${other}${url.port ? `:${url.port}` : ''}`);
      } catch {
        // not a URL: ignored
      }
    }
  }
  return [...found];
}

/**
 * The origins images and video may come from: the platform's and the media hosts'. Also the only
 * origins the server itself fetches pictures from (the share poster's picture, a preview card's
 * avatar, the size of a share image: features/previewCards/server/mediaFetch.ts), so no page can
 * make it fetch elsewhere.
 */
export function mediaOrigins(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return originsOf(shared.hosts.media, env);
}

/** The directives with {media} and {connect} filled in from the environment. */
export function directivesFor(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  const media = [...originsOf(shared.hosts.media, env), ...shared.hosts.fixed];
  const connect = [...new Set([...media, ...originsOf(shared.hosts.analytics, env)])];
  return shared.directives.map((directive) => directive.replace('{media}', media.join(' ')).replace('{connect}', connect.join(' ')).trim());
}
