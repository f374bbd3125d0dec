import { arrivedFromShare, notAView } from './countRules';

describe('arrivedFromShare', () => {
  it.each([
    ['?from=singlemessage&isappinstalled=0', true],
    ['?from=groupmessage', true],
    ['?from=timeline', true],
    ['?share=1', true],
    ['?from=home', false],
    ['?share=0', false],
    ['', false],
  ])('%s → %s', (search, expected) => expect(arrivedFromShare(search)).toBe(expected));
});

describe('notAView', () => {
  it('is a view for a phone browser, not for crawlers or prefetches', () => {
    expect(notAView(new Headers({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' }))).toBe(false);
    expect(notAView(new Headers({ 'user-agent': 'Sogou web spider/4.0' }))).toBe(true);
    expect(notAView(new Headers({ 'user-agent': 'Mozilla/5.0', 'sec-purpose': 'prefetch' }))).toBe(true);
  });
});
