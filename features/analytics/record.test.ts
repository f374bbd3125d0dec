import { DATA_TYPE, prepareRecord } from './record';

const settings = { url: 'http://stat.example/stat/', tenantCode: 't 1', appKey: 'k' };

describe('prepareRecord', () => {
  it('builds the query and encoded headers', () => {
    const record = prepareRecord(settings, {
      dataType: DATA_TYPE.share,
      articleId: 7,
      platform: 3,
      device: 'd',
      shareChannel: 1,
      now: 5,
    });
    expect(record?.url).toBe('http://stat.example/stat/sendRecord');
    expect(record?.query).toMatchObject({
      dataType: '1000009',
      articleID: '7',
      actionTime: '5',
      platform: '3',
      shareChanel: '1',
    });
    expect(record?.headers.tenantCode).toBe('t%201');
  });
  it.each([
    ['no tenant code', { ...settings, tenantCode: '' }, { articleId: 7, platform: 3 }],
    ['no key', { ...settings, appKey: '' }, { articleId: 7, platform: 3 }],
    ['no article', settings, { articleId: null, platform: 3 }],
    ['no platform', settings, { articleId: 7, platform: null }],
  ])('skips silently with %s', (_name, s, input) => {
    expect(prepareRecord(s, { dataType: 1, device: 'd', ...input })).toBeNull();
  });
});
