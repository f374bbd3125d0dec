/**
 * Caches a no-argument async loader for `ttlMs`, sharing one in-flight promise between
 * concurrent callers. A failure is not cached, so the next caller tries again.
 */
export function memoizeWithTtl<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): (() => Promise<T>) & { clear: () => void } {
  let cached: { value: Promise<T>; expiresAt: number } | null = null;
  const get = () => {
    if (cached && cached.expiresAt > now()) return cached.value;
    const value = load();
    cached = { value, expiresAt: now() + ttlMs };
    value.catch(() => {
      if (cached?.value === value) cached = null;
    });
    return value;
  };
  return Object.assign(get, { clear: () => void (cached = null) });
}
