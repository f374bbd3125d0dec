// The page cache on its own (docs/decisions/0009, 0040): what it keeps, for how long, what it
// pushes out first and what an invalidation drops. The front server's tests reach it through
// requests; these pin the edges a mutation run found no request test noticed (docs/reliability.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPageCache, isCanonical } from '../pageCache.mjs';

/**
 * An entry of `size` bytes in all (body and gzip, plus the 512 every entry is counted for).
 * @param {string} key
 * @param {{ status?: number, tags?: string[], body?: number, gzip?: number, storedAt?: number }} [options]
 * @returns {import('../pageCache.mjs').PageEntry}
 */
function page(key, { status = 200, tags = [], body = 100, gzip = 0, storedAt = Date.now() } = {}) {
  return { key, status, headers: {}, body: Buffer.alloc(body), gzip: gzip ? Buffer.alloc(gzip) : null, tags, storedAt };
}
/** @param {ReturnType<typeof createPageCache>} cache @param {string} key */
const has = (cache, key) => cache.get(key) !== undefined;

test('a canonical copy is a 200 without a query; anything else is a variant', () => {
  assert.equal(isCanonical(page('/news/1|bo')), true);
  assert.equal(isCanonical(page('/news/1?page=2|bo')), false);
  assert.equal(isCanonical(page('/news/1|bo', { status: 404 })), false);
  const cache = createPageCache();
  cache.set(page('/a|bo'));
  cache.set(page('/a?x=1|bo'));
  cache.set(page('/b|bo', { status: 301 }));
  assert.deepEqual({ size: cache.size, variants: cache.variants }, { size: 3, variants: 2 });
});

test('counts each entry as its body, its gzip copy and 512 bytes of bookkeeping', () => {
  const cache = createPageCache();
  cache.set(page('/a|bo', { body: 1000, gzip: 300 }));
  assert.equal(cache.bytes, 1812);
  cache.set(page('/a|bo', { body: 10 })); // the same key again replaces, not adds
  assert.equal(cache.bytes, 522);
});

test('a page kept in its one form is counted as that form: a 16 MB cache holds 390 news articles, not 54', () => {
  // News article 1000 as the front serves it (docs/performance.md, "One form of a cached page"):
  // 263,635 bytes of HTML, 42,479 gzipped. Kept with both forms (before docs/decisions/0110) or gzipped only.
  const body = Buffer.alloc(263_635);
  const gzip = Buffer.alloc(42_479);
  /** @param {boolean} both */
  const held = (both) => {
    const cache = createPageCache({ maxBytes: 16 * 1024 * 1024 });
    for (let n = 0; n < 1000; n += 1) cache.set({ ...page(`/newsDetail/1/${n}|bo`), body: both ? body : null, gzip });
    return cache.size;
  };
  assert.deepEqual({ before: held(true), after: held(false) }, { before: 54, after: 390 });
});

test('by default keeps 256 MB: a fifth page of 64 MB pushes out the least recently used', () => {
  const cache = createPageCache();
  const big = Buffer.alloc(64 * 1024 * 1024); // one buffer shared by every entry: only the count grows
  for (const n of [1, 2, 3, 4, 5]) cache.set({ ...page(`/p${n}|bo`), body: big });
  assert.equal(cache.size, 3); // four would be 256 MB plus their bookkeeping
  assert.deepEqual(
    [1, 2, 3, 4, 5].map((n) => has(cache, `/p${n}|bo`)),
    [false, false, true, true, true],
  );
});

test('serves an entry for keepMs (a day by default), stale or not, and no longer', () => {
  let clock = 0;
  const cache = createPageCache({ now: () => clock });
  cache.set(page('/a|bo', { storedAt: 0 }));
  clock = 24 * 60 * 60 * 1000;
  assert.equal(has(cache, '/a|bo'), true);
  clock += 1;
  assert.equal(has(cache, '/a|bo'), false);
  assert.deepEqual({ size: cache.size, bytes: cache.bytes }, { size: 0, bytes: 0 });
});

test('variants of one path: at most variantsPerPath (16 by default), the least recently read go first', () => {
  const defaults = createPageCache();
  for (let n = 0; n < 17; n++) defaults.set(page(`/a?v=${n}|bo`));
  assert.equal(defaults.variants, 16);
  assert.equal(has(defaults, '/a?v=0|bo'), false);

  const cache = createPageCache({ variantsPerPath: 2 });
  cache.set(page('/a?v=1|bo'));
  cache.set(page('/a?v=2|bo'));
  assert.equal(has(cache, '/a?v=1|bo'), true); // read: now the most recent of its path
  cache.set(page('/a?v=3|bo'));
  assert.deepEqual(
    ['/a?v=1|bo', '/a?v=2|bo', '/a?v=3|bo'].map((key) => has(cache, key)),
    [true, false, true],
  );
  // Another path's variants, and a 404 of the path itself (a variant without a query), count apart.
  cache.set(page('/b?v=1|bo'));
  cache.set(page('/a|en', { status: 404 }));
  cache.set(page('/a|bo', { status: 404 }));
  assert.deepEqual(
    ['/b?v=1|bo', '/a?v=1|bo', '/a?v=3|bo'].map((key) => has(cache, key)),
    [true, false, false],
  );
  assert.equal(cache.variants, 3);
});

test("a variant dropped by invalidation frees its place among its path's variants, and only its own", () => {
  const cache = createPageCache({ variantsPerPath: 2 });
  cache.set(page('/a?v=1|bo', { tags: ['one'] }));
  cache.set(page('/a?v=2|bo'));
  assert.equal(cache.invalidate(['one']), 1);
  cache.set(page('/a?v=3|bo'));
  assert.equal(cache.variants, 2);
  cache.set(page('/a?v=4|bo')); // the path is full again: its oldest, v=2, goes
  assert.deepEqual(
    ['/a?v=2|bo', '/a?v=3|bo', '/a?v=4|bo'].map((key) => has(cache, key)),
    [false, true, true],
  );
});

test('variants live in their share of the budget (a quarter by default) and only push out variants', () => {
  const cache = createPageCache({ maxBytes: 8 * 612 });
  cache.set(page('/home|bo'));
  for (let n = 0; n < 3; n++) cache.set(page(`/p${n}?x|bo`));
  // A quarter of 8 entries' bytes holds exactly 2 variants: the budget met is not over it.
  assert.deepEqual({ size: cache.size, variants: cache.variants }, { size: 3, variants: 2 });
  assert.equal(has(cache, '/p0?x|bo'), false);
  assert.equal(has(cache, '/home|bo'), true);
});

test('over the whole budget variants go first, and the last canonical copy is kept however large', () => {
  const cache = createPageCache({ maxBytes: 3 * 612, variantShare: 1 });
  cache.set(page('/a|bo'));
  cache.set(page('/v1?x|bo'));
  cache.set(page('/b|bo')); // exactly the budget: nothing goes
  assert.equal(cache.size, 3);
  cache.set(page('/c|bo'));
  assert.deepEqual(
    ['/a|bo', '/v1?x|bo', '/b|bo', '/c|bo'].map((key) => has(cache, key)),
    [true, false, true, true],
  );
  cache.set(page('/d|bo'));
  assert.deepEqual(
    ['/a|bo', '/b|bo', '/c|bo', '/d|bo'].map((key) => has(cache, key)),
    [false, true, true, true],
  );

  const small = createPageCache({ maxBytes: 100 });
  small.set(page('/huge|bo', { body: 5000 }));
  assert.equal(has(small, '/huge|bo'), true);
  small.set(page('/next|bo', { body: 5000 }));
  assert.deepEqual(
    ['/huge|bo', '/next|bo'].map((key) => has(small, key)),
    [false, true],
  );
});

test('invalidation drops every page filed under a tag, also after another page of that tag went', () => {
  const cache = createPageCache();
  cache.set(page('/a|bo', { tags: ['article:1', 'column:3'] }));
  cache.set(page('/b|bo', { tags: ['column:3'] }));
  cache.set(page('/c?page=2|bo', { tags: ['column:3'] }));
  assert.equal(cache.invalidate(['article:1']), 1);
  assert.equal(cache.invalidate(['nothing:here']), 0);
  assert.equal(cache.invalidate(['column:3']), 2);
  assert.deepEqual({ size: cache.size, bytes: cache.bytes }, { size: 0, bytes: 0 });
});

test('clear() empties it', () => {
  const cache = createPageCache();
  cache.set(page('/a|bo', { tags: ['t'] }));
  cache.set(page('/a?x|bo', { tags: ['t'] }));
  cache.clear();
  assert.deepEqual(
    { size: cache.size, variants: cache.variants, bytes: cache.bytes },
    { size: 0, variants: 0, bytes: 0 },
  );
  assert.equal(cache.invalidate(['t']), 0);
});

// docs/decisions/0080: pages read from two addresses keep their place through floods of pages
// nobody else reads; an address that names another page as canonical is a variant of that page.
test('a page read from two addresses keeps its place while pages read once push each other out', () => {
  const cache = createPageCache({ maxBytes: 10 * 612 });
  cache.set(page('/home|bo'));
  cache.get('/home|bo', '198.51.100.1');
  assert.equal(cache.readPages, 0, 'one reader is not enough');
  cache.get('/home|bo', '198.51.100.1');
  assert.equal(cache.readPages, 0, 'the same reader twice is one reader');
  cache.get('/home|bo', '198.51.100.2');
  assert.equal(cache.readPages, 1);
  for (let n = 0; n < 50; n++) cache.set(page(`/article/${n}|bo`));
  assert.equal(has(cache, '/home|bo'), true);
  assert.equal(cache.size, 10);
  cache.set(page('/home|bo'));
  assert.equal(cache.readPages, 1, 'a fresh render of a read page stays one');
});

test('read pages keep at most their share (half by default); past it the least recently read go back among the others', () => {
  const cache = createPageCache({ maxBytes: 4 * 612 });
  for (const n of [1, 2, 3]) {
    cache.set(page(`/p${n}|bo`));
    cache.get(`/p${n}|bo`, 'a');
    cache.get(`/p${n}|bo`, 'b');
  }
  assert.equal(cache.readPages, 2);
  cache.set(page('/q|bo'));
  cache.set(page('/r|bo'));
  assert.deepEqual(
    ['/p1|bo', '/p2|bo', '/p3|bo'].map((key) => has(cache, key)),
    [false, true, true],
    'p1, pushed back among the others, went first',
  );
});

test('an entry naming another page as canonical is a variant of that page, never a read page', () => {
  const cache = createPageCache({ variantsPerPath: 2 });
  for (const column of [1, 2, 3]) cache.set({ ...page(`/news/${column}/9|bo`), family: '/news/12/9' });
  assert.equal(cache.variants, 2, 'two kept of the one article');
  assert.equal(isCanonical({ ...page('/news/1/9|bo'), family: '/news/12/9' }), false);
  assert.equal(isCanonical({ ...page('/news/12/9|bo'), family: '/news/12/9' }), true);
  cache.get('/news/3/9|bo', 'a');
  cache.get('/news/3/9|bo', 'b');
  assert.equal(cache.readPages, 0);
});
