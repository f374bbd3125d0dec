// Every name this process shares between its parts, and the state behind them (docs/decisions/0076).
//
// One process runs two kinds of code: the front server (server/, plain Node) and Next, which
// bundles every route (pages, /api handlers, proxy.ts) with its own copy of each module. State kept
// in module scope would be one per copy; state that must be one per process lives on globalThis,
// under the names below. They are defined here and nowhere else (lint/processNames.mjs refuses a
// Symbol.for or a computed globalThis property anywhere else), so the compiler and "go to
// definition" connect every user, in either language. Plain JavaScript with no imports, as
// docs/decisions/0071 asks of code both servers run; its types are in processWide.d.mts.

/** The registry of process-wide state: one Map, whichever copy of a module asks first. */
const REGISTRY = Symbol.for('touch-edition.sharedCaches');
/**
 * The runtime's own fetch, saved by a render worker (server/renderWorker.mjs) before Next patches the global one
 * (lib/platform/wireFetch.ts, docs/decisions/0037). Not in the registry: a test that empties the
 * registry (a fresh process) keeps the fetch it installed.
 */
const NATIVE_FETCH = Symbol.for('touch.nativeFetch');
/**
 * Marks a PlatformError of any route bundle's copy of lib/platform/errors.ts, where `instanceof`
 * would know its own copy's class only.
 */
export const PLATFORM_ERROR = Symbol.for('touch.platformError');
/** The registry's entry for the caches invalidation by tag reaches, in both servers. */
const INVALIDATION_LISTENERS = 'cache:invalidationListeners';

/** @typedef {(tags: readonly string[]) => void | Promise<void>} InvalidationListener */

/** globalThis with the names this module owns. */
function shared() {
  return /** @type {typeof globalThis & { [REGISTRY]?: Map<string, unknown>, [NATIVE_FETCH]?: typeof globalThis.fetch }} */ (
    globalThis
  );
}

/**
 * The one `name` of this process, made by `make` on first use. Names are `area:thing`; one that only
 * one side uses is named beside its use, one that both servers use has an accessor here.
 * @template T
 * @param {string} name
 * @param {() => T} make
 * @returns {T}
 */
export function processWide(name, make) {
  const registry = (shared()[REGISTRY] ??= new Map());
  if (!registry.has(name)) registry.set(name, make());
  return /** @type {T} */ (registry.get(name));
}

/** Drops every process-wide value, as a fresh process starts: for tests. */
export function forgetProcessWide() {
  delete shared()[REGISTRY];
}

/**
 * The caches that invalidation by tag reaches: the front server's page cache (server/invalidation.mjs)
 * and the platform-answer caches inside Next's bundles (lib/cache/tags.ts).
 * @returns {Set<InvalidationListener>}
 */
export function invalidationListeners() {
  return processWide(INVALIDATION_LISTENERS, () => /** @type {Set<InvalidationListener>} */ (new Set()));
}

/**
 * Saves the runtime's own fetch for platform calls (server/renderWorker.mjs, before Next loads; a test's
 * stand-in platform). undefined forgets it.
 * @param {typeof globalThis.fetch | undefined} fetch
 */
export function saveNativeFetch(fetch) {
  if (fetch === undefined) delete shared()[NATIVE_FETCH];
  else shared()[NATIVE_FETCH] = fetch;
}

/** The fetch saveNativeFetch saved; undefined where none was (jest, a plain `next start`). */
export function savedNativeFetch() {
  return shared()[NATIVE_FETCH];
}
