import { queryId } from './queryId';

describe('queryId', () => {
  it('reads a positive integer', () => {
    expect(queryId('7')).toBe(7);
    expect(queryId('123456789012')).toBe(123456789012);
  });
  it('refuses what is not one: nothing, zero, signs, decimals, padding, letters, too long', () => {
    for (const raw of [null, undefined, '', '0', '-1', '+1', '1.5', '07', ' 7', '7 ', '7a', 'abc', '1234567890123']) {
      expect(queryId(raw)).toBeNull();
    }
  });
});
