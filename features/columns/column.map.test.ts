import { rawColumnDetailSchema, rawColumnSchema } from './column.schema';
import { columnKind, mapColumn, mapColumnDetail } from './column.map';

describe('mapColumn', () => {
  it('maps a column; appShow 0 or forbidden makes it invisible, absent appShow is visible', () => {
    const raw = rawColumnSchema.parse({
      columnId: 35,
      columnName: '2026雪顿节',
      columnStyle: 'special',
      columnType: 3,
      parentId: 9,
      appShow: 0,
    });
    expect(mapColumn(raw)).toMatchObject({
      id: 35,
      name: '2026雪顿节',
      style: 'special',
      kind: 'special',
      parentId: 9,
      visible: false,
    });
    expect(mapColumn(rawColumnSchema.parse({ columnId: 2 })).visible).toBe(true);
    expect(mapColumn(rawColumnSchema.parse({ columnId: 18, isForbidden: 1, appShow: 1 })).visible).toBe(false);
    expect(mapColumn(rawColumnSchema.parse({ columnId: 2, appShow: '1' })).visible).toBe(true);
  });

  it('defaults an empty style to news', () => {
    expect(mapColumn(rawColumnSchema.parse({ columnId: 2, columnStyle: '' })).style).toBe('news');
  });

  it('knows link, service, special and list columns', () => {
    expect(columnKind({ columnType: 1, columnStyle: 'link', linkUrl: 'https://example.org' })).toBe('link');
    expect(columnKind({ columnType: 0, columnStyle: 'link', linkUrl: 'https://example.org' })).toBe('link');
    expect(columnKind({ columnType: 0, columnStyle: 'link', linkUrl: '' })).toBe('list');
    expect(columnKind({ columnType: 2, columnStyle: 'service', linkUrl: '' })).toBe('service');
    expect(columnKind({ columnType: 3, columnStyle: 'special', linkUrl: '' })).toBe('special');
    expect(columnKind({ columnType: 0, columnStyle: 'bigPic', linkUrl: '' })).toBe('list');
  });
});

describe('mapColumnDetail', () => {
  it('keeps the children, leaving forbidden ones out', () => {
    const raw = rawColumnDetailSchema.parse({
      columnId: 2,
      columnName: '本地',
      children: [
        { columnId: 14, columnName: '拉萨', parentId: 2 },
        { columnId: 18, columnName: '内部测试', parentId: 2, isForbidden: 1, appShow: 0 },
      ],
    });
    const column = mapColumnDetail(raw);
    expect(column.children.map((c) => c.id)).toEqual([14]);
  });

  it('accepts a column without children', () => {
    expect(mapColumnDetail(rawColumnDetailSchema.parse({ columnId: 3 })).children).toEqual([]);
  });
});
