import { rawLiveViewSchema } from './live.schema';
import { mapLiveDetail } from './live.map';

const answer = (main: Record<string, unknown>) =>
  rawLiveViewSchema.parse({
    main: {
      fileId: 1005,
      title: '拉萨半程马拉松',
      startTime: '2026-11-23 09:00:00',
      endTime: '',
      status: 1,
      content: '<p>直播</p>',
      config: '{}',
      ...main,
    },
    list: [],
    totalCount: 0,
    hasMore: false,
    countClick: 3,
  });

test('an unpublished live (aStatus other than 1) is a preview, as an article is; a published one, or an answer without aStatus, is not', () => {
  expect(mapLiveDetail(answer({ aStatus: 0 })).preview).toBe(true);
  expect(mapLiveDetail(answer({ aStatus: 1 })).preview).toBe(false);
  expect(mapLiveDetail(answer({})).preview).toBe(false);
});

test("a live's shareClosed (docs/product.md §6) is carried to the page, which then offers no share", () => {
  expect(mapLiveDetail(answer({ shareClosed: 1 })).shareClosed).toBe(true);
  expect(mapLiveDetail(answer({ shareClosed: '1' })).shareClosed).toBe(true);
  expect(mapLiveDetail(answer({ shareClosed: 0 })).shareClosed).toBe(false);
  expect(mapLiveDetail(answer({})).shareClosed).toBe(false);
});
