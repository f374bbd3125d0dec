import { NO_SEGMENTS, parseSegments, segments } from './segments';

describe('parseSegments', () => {
  const detail = segments(['columnId?', 'id']);

  it('reads the ids of a full path', () => {
    expect(parseSegments(detail, ['12', '345'])).toEqual({ columnId: 12, id: 345 });
  });

  it('leaves the leading optional segment out of a shorter path: the one segment is the id', () => {
    expect(parseSegments(detail, ['345'])).toEqual({ id: 345 });
  });

  it('is null when a required segment is missing', () => {
    expect(parseSegments(detail, [])).toBeNull();
    expect(parseSegments(detail, undefined)).toBeNull();
    expect(parseSegments(segments(['tagId']), [])).toBeNull();
  });

  it('is null for more segments than the route has', () => {
    expect(parseSegments(detail, ['1', '2', '3'])).toBeNull();
    expect(parseSegments(NO_SEGMENTS, ['1'])).toBeNull();
  });

  it('takes strict positive integers only', () => {
    for (const bad of ['abc', '0', '-3', '1e3', '1.5', '007', ' 1', '', '1234567890123', '٣']) {
      expect(parseSegments(detail, ['1', bad])).toBeNull();
    }
    expect(parseSegments(detail, ['1', '123456789012'])).toEqual({ columnId: 1, id: 123456789012 });
  });

  it('lets every segment be optional', () => {
    const column = segments(['parentId?', 'id?']);
    expect(parseSegments(column, [])).toEqual({});
    expect(parseSegments(column, ['14'])).toEqual({ id: 14 });
    expect(parseSegments(column, ['2', '14'])).toEqual({ parentId: 2, id: 14 });
  });

  it('leaves trailing optional segments out when the route says so, and keeps text segments as text', () => {
    const invited = segments(['id?', 'code?'], { text: ['id', 'code'], missing: 'trailing' });
    expect(parseSegments(invited, ['u-7', 'AB12'])).toEqual({ id: 'u-7', code: 'AB12' });
    expect(parseSegments(invited, ['u-7'])).toEqual({ id: 'u-7' });
    expect(parseSegments(invited, [])).toEqual({});
    expect(parseSegments(invited, ['u-7', ''])).toBeNull();
  });

  it('has no segments for routes without any', () => {
    expect(parseSegments(NO_SEGMENTS, [])).toEqual({});
  });
});
