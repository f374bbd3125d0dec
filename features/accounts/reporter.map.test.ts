import { rawAuthorInfoSchema } from './reporter.schema';
import { mapReporter } from './reporter.map';

// A reporter's page names the media account they write for only when readers may open it: not
// under review or closed (xyStatus 1 or 4), not banned (xyForbidden 1), a positive id, a name
// (docs/product.md §4).
const reporter = (over: Record<string, unknown> = {}) =>
  mapReporter(
    rawAuthorInfoSchema.parse({
      id: 12,
      name: '次仁',
      icon: '',
      desk: '要闻部',
      intro: '',
      articleCount: 4,
      xyID: 3,
      xyName: '林芝文旅',
      xyStatus: 0,
      xyForbidden: 0,
      ...over,
    }),
  );

describe("a reporter's media account (docs/product.md §4)", () => {
  it('is named, with its page, when readers may open it', () => {
    expect(reporter().account).toEqual({ id: 3, name: '林芝文旅', href: '/xyDetail/3.html' });
  });

  it.each([
    ['under review', { xyStatus: 1 }],
    ['closed', { xyStatus: 4 }],
    ['banned', { xyForbidden: 1 }],
    ['without an id', { xyID: 0 }],
    ['with a negative id', { xyID: -1 }],
    ['without a name', { xyName: '' }],
  ])('is left out when the account is %s', (_name, over) => {
    expect(reporter(over).account).toBeNull();
  });
});
