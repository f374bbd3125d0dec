import { z } from 'zod';
import { naturalNumber, positiveId, requestKey, uploadedFileIds, writtenText } from './params';

// The shared pieces of our handlers' input schemas: what an id, a page, a file id, a submit key and
// a reader's text may be. Every handler that takes one of these is only as strict as these are.

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('positiveId and naturalNumber', () => {
  it('take a JSON integer or digits from a query or a form, as a number', () => {
    expect(positiveId().parse(7)).toBe(7);
    expect(positiveId().parse('7')).toBe(7);
    expect(naturalNumber().parse('0')).toBe(0);
    expect(naturalNumber().parse(999_999_999_999)).toBe(999_999_999_999);
    expect(positiveId().parse('999999999999')).toBe(999_999_999_999);
  });

  it.each(['', ' 7', '7 ', '+7', '-7', '7e2', '0x7', '7.0', 'a7', '7a', '1234567890123'])('refuse %p', (value) => {
    expect(accepts(naturalNumber(), value)).toBe(false);
    expect(accepts(positiveId(), value)).toBe(false);
  });

  it('refuse fractions, negatives and numbers past twelve digits', () => {
    for (const value of [1.5, -1, 1_000_000_000_000]) expect(accepts(naturalNumber(), value)).toBe(false);
  });

  it('an id is 1 or more; a page or a type code may be 0', () => {
    expect(accepts(positiveId(), 0)).toBe(false);
    expect(accepts(positiveId(), '0')).toBe(false);
    expect(positiveId().safeParse(0).error?.issues[0]?.message).toBe('expected a positive id');
    expect(JSON.stringify(positiveId().safeParse('x').error?.issues)).toContain('expected digits only');
    expect(accepts(naturalNumber(), 0)).toBe(true);
  });
});

describe('uploadedFileIds', () => {
  it('takes hex ids of 8 to 64 characters, at most `max`, and none when absent', () => {
    const ids = uploadedFileIds(2);
    expect(ids.parse(['0123abcd', 'f'.repeat(64)])).toEqual(['0123abcd', 'f'.repeat(64)]);
    expect(ids.parse(undefined)).toEqual([]);
    expect(accepts(ids, ['0123abcd', '0123abce', '0123abcf'])).toBe(false);
  });

  it.each(['0123abc', 'f'.repeat(65), '0123ABCD', '0123abcg', ' 0123abcd', '0123abcd ', '../0123abcd'])(
    'refuses %p',
    (id) => {
      expect(accepts(uploadedFileIds(9), [id])).toBe(false);
    },
  );
});

describe('requestKey', () => {
  it('is 8 to 64 letters, digits, _ or -', () => {
    expect(requestKey().parse('a1_B-c2d')).toBe('a1_B-c2d');
    expect(accepts(requestKey(), 'k'.repeat(64))).toBe(true);
  });

  it.each(['short', 'k'.repeat(65), 'has space', 'semi;colon', 'a1_B-c2d\n', '\na1_B-c2d', 'ключ-ключ'])(
    'refuses %p',
    (key) => {
      expect(accepts(requestKey(), key)).toBe(false);
    },
  );
});

describe('writtenText', () => {
  it('is trimmed, not empty, and at most `max` characters after the trim', () => {
    expect(writtenText(5).parse('  hello  ')).toBe('hello');
    expect(accepts(writtenText(5), '   ')).toBe(false);
    expect(accepts(writtenText(5), '')).toBe(false);
    expect(accepts(writtenText(5), 'hello!')).toBe(false);
    expect(writtenText(1).parse('x')).toBe('x');
  });
});
