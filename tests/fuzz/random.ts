// A seeded random source and hostile values for the fuzz tests (docs/reliability.md): the same seed gives the
// same inputs, so a failure can be replayed with FUZZ_SEED.

export const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

/** mulberry32: small, fast, good enough to pick test inputs. */
export function randomSource(seed: number = SEED): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text a hostile reader sends: broken encodings, markup, huge and odd numbers, control characters. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  '1.5',
  'NaN',
  'Infinity',
  '0x1f',
  '00012',
  '٣',
  '%ff',
  '%c0%ae%c0%ae',
  '%e4%b8',
  '%',
  '%%',
  '%00',
  '\u0000',
  '\uffff',
  '\ud800',
  '..',
  '../../etc/passwd',
  '/.//evil.com',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  'a'.repeat(5000),
  '藏'.repeat(300),
  'ཀ'.repeat(200),
  '\u202e',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A random JSON value of any type, nested up to `depth`. */
export function randomJson(random: () => number, depth = 2): unknown {
  const kind = Math.floor(random() * (depth > 0 ? 9 : 6));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick(random, [0, -1, 1, 2 ** 53, -(2 ** 31), 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2]);
    case 3:
      return Math.floor(random() * 100_000);
    case 4:
    case 5:
      return pick(random, HOSTILE_TEXT);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth - 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(random() * 4); i > 0; i -= 1)
        object[pick(random, FIELD_NAMES)] = randomJson(random, depth - 1);
      return object;
    }
  }
}

/** Field names our handlers read, so random bodies reach past the first schema check now and then. */
export const FIELD_NAMES = [
  'articleId',
  'id',
  'videoId',
  'columnId',
  'tagId',
  'page',
  'typeScreen',
  'keyword',
  'mode',
  'phone',
  'code',
  'password',
  'imageCode',
  'redirect',
  'url',
  'dataType',
  'shareChannel',
  'locale',
  'everywhere',
  'v',
  'state',
  'content',
  'liked',
  '__proto__',
  'constructor',
];

/** A body made to look right: known field names with hostile values. */
export function plausibleBody(random: () => number): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const name of FIELD_NAMES)
    if (random() < 0.4)
      body[name] =
        random() < 0.5 ? randomJson(random, 1) : pick(random, [1, 1000, '1000', 'code', 'password', '13800000001']);
  return body;
}
