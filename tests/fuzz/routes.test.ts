/**
 * Fuzz of every route's parameters (docs/reliability.md), below the browser: the segment parser with every
 * pattern the routes declare, the page query filter, the return-path check and the front
 * server's path handling, given random and malformed segments. Nothing may throw: a malformed
 * address is a 404 (null) or a fallback, never a 500. The real stack's answers to such paths are
 * checked by tests/e2e/security.spec.ts and tests/perf/soak.mjs.
 */
import { parseSegments, segments } from '@/lib/routing/segments';
import { pageRequestOf } from '@/lib/routing/pageQuery';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { ROUTES, ROUTE_NAMES } from '@/lib/routing/routeTable';
import { SEED, randomSource, pick, HOSTILE_TEXT } from './random';

/**
 * Every segment pattern the routes declare (lib/routing/routeTable.ts: a new route is fuzzed
 * without touching this file), as declared and tried as text missing trailing ones.
 */
function declaredPatterns() {
  return ROUTES.flatMap((facts) => {
    const bare = facts.segments.names.map((name) => name.replace(/\?$/, ''));
    return [facts.segments, segments(facts.segments.names, { text: bare, missing: 'trailing' as const })];
  });
}
const PATTERNS = declaredPatterns();

function randomSegment(random: () => number): string {
  const roll = random();
  if (roll < 0.3) return String(Math.floor(random() * 2 ** 40) - 2 ** 20);
  if (roll < 0.8) return pick(random, HOSTILE_TEXT);
  return pick(random, HOSTILE_TEXT) + String(Math.floor(random() * 100));
}

describe(`route parameters, random and malformed (seed ${SEED})`, () => {
  const random = randomSource(SEED);

  it('the segment parser answers values or null, never throws, and ids are positive safe integers', () => {
    for (let i = 0; i < 3000; i += 1) {
      const pattern = pick(random, PATTERNS);
      const parts = Array.from({ length: Math.floor(random() * 4) }, () => randomSegment(random));
      let values: Record<string, unknown> | null = null;
      expect(() => (values = parseSegments(pattern, parts) as Record<string, unknown> | null)).not.toThrow();
      for (const [name, value] of Object.entries(values ?? {})) {
        if (pattern.text.includes(name as never) || value === undefined) continue;
        expect(Number.isSafeInteger(value) && (value as number) > 0).toBe(true);
      }
    }
  });

  it('every route: a random path and query reach the page query filter without an error', () => {
    for (const route of ROUTE_NAMES) {
      for (let i = 0; i < 20; i += 1) {
        const path = `/${route}/${randomSegment(random)}/${randomSegment(random)}.html?title=${encodeURIComponent(pick(random, HOSTILE_TEXT).toWellFormed())}&lang=${pick(random, HOSTILE_TEXT).length}&${randomSegment(random)}`;
        expect(() => pageRequestOf(path)).not.toThrow();
        expect(pageRequestOf(path).route).toBe(route);
      }
    }
  });

  it('a random return path is ours or the fallback, never another origin', () => {
    for (let i = 0; i < 3000; i += 1) {
      const raw =
        pick(random, ['/', '//', '/./', '/..//', 'https://', 'http://127.0.0.1:3000', '\\\\', '']) +
        randomSegment(random) +
        pick(random, ['', '/x.html', '//evil.com']);
      const path = safeReturnPath(raw, 'http://127.0.0.1:3000');
      expect(path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')).toBe(true);
    }
  });

  it('finds the patterns of the page modules', () => {
    expect(PATTERNS.length).toBeGreaterThanOrEqual(16);
  });
});
