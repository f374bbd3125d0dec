import { decorateParams } from './decorate';

describe('decorateParams (docs/product.md §7)', () => {
  it('adds every common parameter, in all the platform spellings', () => {
    const params = decorateParams({ columnId: 3 }, 'dev-1', 1234);
    expect(params).toMatchObject({
      columnId: '3',
      siteId: '1',
      siteID: '1',
      siteid: '1',
      appID: '1',
      device: 'dev-1',
      // The interface version real clients send, not the client's own 6.2.6 (docs/decisions/0074).
      curVersions: '1',
      apiVersion: '1.0.0',
      t: '1234',
    });
  });
  it('keeps a timestamp the caller signed', () => {
    expect(decorateParams({ t: 42 }, 'd', 1).t).toBe('42');
  });
  it('drops empty values and keeps explicit ones', () => {
    const params = decorateParams({ a: undefined, b: null, siteId: 9 }, 'd', 1);
    expect(params).not.toHaveProperty('a');
    expect(params).not.toHaveProperty('b');
    expect(params.siteId).toBe('9');
  });
});
