import { isMissing, PlatformError } from './errors';

describe('isMissing: only "not found" answers make a 404 (docs/decisions/0024)', () => {
  it.each([
    'article not found',
    'column not found',
    'tag not found',
    'special not found',
    'video not found',
    '文章不存在',
    'Article does not exist',
  ])('missing: %p', (message) => {
    expect(isMissing(new PlatformError('status', 'getArticleContent', message, -1))).toBe(true);
  });
  it.each(['db exploded', '', 'sign invalid', 'please log in'])('a failure, not a missing object: %p', (message) => {
    expect(isMissing(new PlatformError('status', 'getArticleContent', message, -1))).toBe(false);
  });
  it('never for a positive catalogue status, a network failure or a plain error', () => {
    expect(isMissing(new PlatformError('status', 'x', 'article not found', 10111))).toBe(false);
    expect(isMissing(new PlatformError('network', 'x', 'not found'))).toBe(false);
    expect(isMissing(new Error('not found'))).toBe(false);
  });
});
