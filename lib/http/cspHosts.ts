import shared from './cspDirectives.json';
import { fillDirectives, originsOf } from './cspOrigins.mjs';

// The hosts of the policy's {media} and {connect} (cspDirectives.json "hosts"), by the same code the
// front server uses for cached pages (cspOrigins.mjs).

/**
 * The origins images and video may come from: the platform's and the media hosts'. Also the only
 * origins the server itself fetches pictures from (the share poster's picture, a preview card's
 * avatar, the size of a share image: lib/seo/mediaFetch.ts), so no page can
 * make it fetch elsewhere.
 */
export function mediaOrigins(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return originsOf(shared.hosts.media, env, shared.defaults);
}

/** The directives with {media} and {connect} filled in from the environment. */
export function directivesFor(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return fillDirectives(shared, env);
}
