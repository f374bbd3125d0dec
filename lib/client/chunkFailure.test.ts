import { isChunkFailure } from './chunkFailure';

describe('a script chunk that failed to load (docs/product.md §8)', () => {
  it.each([
    [
      'webpack',
      Object.assign(new Error('Loading chunk 4521 failed.\n(timeout: /_next/static/chunks/4521.js)'), {
        name: 'ChunkLoadError',
      }),
    ],
    ['webpack CSS', new Error('Loading CSS chunk 77 failed.')],
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: https://touch.test/_next/static/chunks/a.js'),
    ],
    ['Firefox', new TypeError('error loading dynamically imported module')],
    ['Safari', new TypeError('Importing a module script failed.')],
  ])('%s is one', (_name, error) => {
    expect(isChunkFailure(error)).toBe(true);
  });

  it.each([
    ['a platform failure', new Error('network error')],
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'title')")],
    ['not an error', 'Loading chunk 1 failed'],
    ['nothing', null],
  ])('%s is not', (_name, error) => {
    expect(isChunkFailure(error)).toBe(false);
  });
});
