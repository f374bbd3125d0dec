// Next bundles every route (pages, /api handlers) with its own copy of a module: state kept in
// module scope would be one per route, and a like handled by /api/like could not reach the
// article cache of /newsDetail. Process-wide state lives on globalThis, by name.
const REGISTRY = Symbol.for('touch-edition.sharedCaches');

/** The one `name` of this server process, made by `make` on first use. */
export function processWide<T>(name: string, make: () => T): T {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, unknown> };
  const registry = (scope[REGISTRY] ??= new Map());
  if (!registry.has(name)) registry.set(name, make());
  return registry.get(name) as T;
}
