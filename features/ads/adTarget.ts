/**
 * Where an ad's click may lead (docs/product.md §2 "Advertising"): a page of this site (same
 * origin, under the base path), followed in the same tab; any other http(s) address, in a new
 * tab; anything else (javascript:, data:, a relative path) nowhere. The mapping already keeps only
 * http(s) (`safeExternalUrl`); this is the browser's own check before it navigates.
 */
export type AdTarget = { kind: 'own'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

export function adTarget(url: string, here: { origin: string; basePath: string }): AdTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none' };
  if (parsed.username || parsed.password) return { kind: 'none' };
  if (
    parsed.origin === here.origin &&
    (parsed.pathname === here.basePath || parsed.pathname.startsWith(`${here.basePath}/`))
  ) {
    return { kind: 'own', href: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  return { kind: 'external', href: parsed.href };
}
