import { keepXyAccount } from './accountFormat';

describe('keepXyAccount', () => {
  const ok = { xyID: 12, xyStatus: 0, xyForbidden: 0, name: 'City Daily' };

  it('keeps a normal account, returning the same object', () => {
    expect(keepXyAccount(ok)).toBe(ok);
    expect(keepXyAccount({ xyID: 5 })).toEqual({ xyID: 5 });
    expect(keepXyAccount({ xyID: 5, xyStatus: 2 })).toEqual({ xyID: 5, xyStatus: 2 });
  });

  it.each([1, 4, '1', '4'])('drops xyStatus %p', (xyStatus) => {
    expect(keepXyAccount({ ...ok, xyStatus })).toBeNull();
  });

  it('drops forbidden accounts', () => {
    expect(keepXyAccount({ ...ok, xyForbidden: 1 })).toBeNull();
    expect(keepXyAccount({ ...ok, xyForbidden: '1' })).toBeNull();
  });

  it.each([0, -3, '0', '', 'abc', null, undefined, Number.NaN])('drops xyID %p', (xyID) => {
    expect(keepXyAccount({ ...ok, xyID })).toBeNull();
  });

  it('accepts a numeric-string id', () => {
    expect(keepXyAccount({ ...ok, xyID: '77' })).not.toBeNull();
  });

  it('gives null for no info', () => {
    expect(keepXyAccount(null)).toBeNull();
    expect(keepXyAccount(undefined)).toBeNull();
  });
});
