import { unwrapEnvelope } from './status';
import { PlatformError } from './errors';

function errorOf(answer: unknown): PlatformError {
  try {
    unwrapEnvelope('call', answer);
  } catch (error) {
    if (error instanceof PlatformError) return error;
  }
  throw new Error('expected a PlatformError');
}

describe('unwrapEnvelope (docs/product.md §8)', () => {
  it('unwraps data on status 0', () => {
    expect(unwrapEnvelope('c', { status: 0, message: 'success', data: { list: [1] } })).toEqual({ list: [1] });
  });
  it('passes bare (envelope-less) answers of older calls through', () => {
    expect(unwrapEnvelope('c', { list: [] })).toEqual({ list: [] });
  });
  it('gives an empty object on status 1', () => {
    expect(unwrapEnvelope('c', { status: 1, data: { x: 1 } })).toEqual({});
  });
  it('rejects a negative status with its message, or "error", whatever data comes with it (the 2020 module error)', () => {
    const moduleError = errorOf({ status: -1, message: 'Your server has down or target user not exist !', data: {} });
    expect(moduleError.kind).toBe('status');
    expect(moduleError.status).toBe(-1);
    expect(errorOf({ status: -1, message: 'article not found' }).message).toBe('article not found');
    expect(errorOf({ status: -3 }).message).toBe('error');
    expect(errorOf({ status: -3 }).status).toBe(-3);
  });
  it('answers other positive statuses with errmsg', () => {
    expect(unwrapEnvelope('c', { status: 7, message: 'busy' })).toEqual({ errmsg: 'busy' });
    expect(unwrapEnvelope('c', { status: 7 })).toEqual({ errmsg: 'error' });
  });
  it('gives comment failures the server message or "comment failed"', () => {
    expect(errorOf({ status: 10202, message: 'too fast' }).message).toBe('too fast');
    expect(errorOf({ status: 10204 }).message).toBe('comment failed');
  });
  it('raises the auth statuses for the auth layer', () => {
    for (const status of [1004, 10111, 10102, 10103, 10201]) expect(errorOf({ status }).status).toBe(status);
  });
  it('ignores 10001', () => {
    expect(unwrapEnvelope('c', { status: 10001 })).toEqual({});
  });
  it('says missing for `null`, `"empty"` and "…不存在" answers, bare or as the data', () => {
    for (const answer of [
      null,
      'empty',
      { status: 0, message: 'success', data: 'empty' },
      { status: 0, data: null },
      { status: 0, data: '会员信息不存在，请检查参数是否正确' },
    ]) {
      expect(errorOf(answer).kind).toBe('missing');
    }
  });
  it('keeps empty lists and objects as answers', () => {
    expect(unwrapEnvelope('c', { status: 0, data: [] })).toEqual([]);
    expect(unwrapEnvelope('c', { status: 0, data: { list: [] } })).toEqual({ list: [] });
    expect(unwrapEnvelope('c', [])).toEqual([]);
    expect(unwrapEnvelope('c', { status: 0, data: '325' })).toBe('325');
  });
  it('calls a non-numeric status invalid', () => {
    expect(errorOf({ status: 'x' }).kind).toBe('invalid');
  });
});
