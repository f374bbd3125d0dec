import { liveViewId } from './live.page';

jest.mock('next-intl/server', () => ({ getLocale: jest.fn(), getTranslations: jest.fn() }));

describe('liveViewId (docs/decisions/0074)', () => {
  it('asks liveView for the live’s own id (the list item’s linkID, the address’s first segment), not the article’s', () => {
    // A recorded live list item of the 2020 platform: fileId 923, linkID 18 (tests/contract/public/).
    expect(liveViewId({ linkId: 18, id: 923 })).toBe(18);
  });
  it('falls back to the article id when the address carries no linkID', () => {
    expect(liveViewId({ id: 1005 })).toBe(1005);
    expect(liveViewId({ linkId: 0, id: 1005 })).toBe(1005);
  });
});
