import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isChunkFailure } from './chunkFailure';
import { CHUNK_TIMEOUT_MS, withChunkTimeout } from './chunkTimeout';

describe('a lazily loaded chunk times out after 120 s (docs/product.md §8)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('a chunk that never comes fails at 120 s, as a chunk failure, not before', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const settled = jest.fn();
    const load = withChunkTimeout('ShareSheet', () => new Promise<never>(() => undefined));
    load().then(() => settled('loaded'), settled);
    await jest.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    const error = settled.mock.calls[0]?.[0] as Error;
    expect(error.message).toBe('Loading chunk ShareSheet failed.\n(timeout: 120 s)');
    expect(isChunkFailure(error)).toBe(true);
  });

  it('a chunk that comes in time is the answer, and leaves no timer behind', async () => {
    const load = withChunkTimeout('Viewer', () => Promise.resolve({ Viewer: 'component' }));
    await expect(load()).resolves.toEqual({ Viewer: 'component' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it("a chunk that fails at once fails with the browser's own error", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /x.js');
    await expect(withChunkTimeout('X', () => Promise.reject(failure))()).rejects.toBe(failure);
    expect(jest.getTimerCount()).toBe(0);
  });
});

/** Every non-test .ts/.tsx file under the folders the browser's code lives in, read. */
function sourcesUnder(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

// The developer tools' console and trap: opt-in, armed by a debug suffix, nothing a reader waits for.
const NOT_A_READERS_PART = new Set(['components/chrome/DebugTools.island.tsx']);

describe('every chunk the browser loads later goes through withChunkTimeout (docs/product.md §8)', () => {
  it('no dynamic import in client code waits for ever', () => {
    const root = path.join(__dirname, '../..');
    const unbounded = ['app', 'components', 'features', 'lib']
      .flatMap((folder) => sourcesUnder(path.join(root, folder)))
      .filter(({ text }) => /^['"]use client['"]/.test(text.trimStart()))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/(?<!typeof )\bimport\(\s*['"]([^'"]+)['"]/g)]
          // The import is the loader given to withChunkTimeout: `withChunkTimeout('Name', () => import(…`.
          .filter((found) => !/withChunkTimeout\(\s*'[^']+',\s*\(\) =>\s*$/.test(text.slice(0, found.index)))
          .map((found) => `${path.relative(root, file)}: ${found[1]}`),
      )
      .filter((place) => !NOT_A_READERS_PART.has(place.split(':')[0]!));
    expect(unbounded).toEqual([]);
  });
});
