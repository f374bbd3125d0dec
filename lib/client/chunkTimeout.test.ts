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
