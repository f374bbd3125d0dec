import { parseId } from './apiResponses';

describe('parseId', () => {
  it('accepts positive integers', () => expect(parseId('1234')).toBe(1234));
  it('refuses zero unless allowed', () => {
    expect(parseId('0')).toBeNull();
    expect(parseId('0', { allowZero: true })).toBe(0);
  });
  it.each(['', '-1', '1.5', '12abc', '1e3', ' 1', '9'.repeat(13), null, undefined])('refuses %p', (value) => {
    expect(parseId(value)).toBeNull();
  });
});
