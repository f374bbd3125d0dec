// Invalidation by tag reaches every cache of this process through one process-wide set of
// listeners (lib/processWide.mjs): the page cache here, and the platform-answer caches inside
// Next's route bundles, which subscribe through lib/cache/tags.ts. A write handler's
// invalidateTags() therefore drops the rendered pages too. Across instances, the shared store relays it.
import { invalidationListeners } from '../lib/processWide.mjs';

/**
 * @param {import('../lib/processWide.mjs').InvalidationListener} listener
 * @returns {() => boolean} the unsubscribe
 */
export function onInvalidate(listener) {
  invalidationListeners().add(listener);
  return () => invalidationListeners().delete(listener);
}

/**
 * What lib/cache/tags.ts's invalidateTags does, for code outside Next's bundles.
 * @param {readonly string[]} tags
 */
export async function invalidateLocally(tags) {
  await Promise.all([...invalidationListeners()].map(async (listener) => listener(tags)));
}

export const TAG_PATTERN = /^[a-z]+:[A-Za-z0-9:_-]{1,64}$/;
