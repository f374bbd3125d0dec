// Invalidation by tag reaches every cache of this process through one registry on globalThis:
// the page cache here, and the platform-answer caches inside Next's route bundles, which
// subscribe through lib/cache/tags.ts (same registry name). A write handler's invalidateTags()
// therefore drops the rendered pages too. Across instances, the shared store relays it.
const REGISTRY = Symbol.for('touch-edition.sharedCaches');
const LISTENERS = 'cache:invalidationListeners';

function listeners() {
  const scope = /** @type {any} */ (globalThis);
  scope[REGISTRY] ??= new Map();
  if (!scope[REGISTRY].has(LISTENERS)) scope[REGISTRY].set(LISTENERS, new Set());
  return /** @type {Set<(tags: readonly string[]) => unknown>} */ (scope[REGISTRY].get(LISTENERS));
}

export function onInvalidate(listener) {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** What lib/cache/tags.ts's invalidateTags does, for code outside Next's bundles. */
export async function invalidateLocally(tags) {
  await Promise.all([...listeners()].map(async (listener) => listener(tags)));
}

export const TAG_PATTERN = /^[a-z]+:[A-Za-z0-9:_-]{1,64}$/;
