import { rawMomentListSchema } from './circle.schema';
import { mapMomentListPage } from './circle.map';

describe('friends circle mapping', () => {
  it('maps a page of moments, each to its own address, empty pictures dropped, the page kept', () => {
    const raw = rawMomentListSchema.parse({
      list: [
        {
          id: 5,
          userName: '卓*',
          userIcon: '',
          content: '今天的拉萨蓝得不像话。',
          pics: ['https://media/1.jpg', ''],
          location: '拉萨市城关区',
          countPraise: 24,
          created: 1_763_600_000_000,
        },
      ],
      totalCount: 11,
      hasMore: true,
    });
    expect(mapMomentListPage(raw, 0)).toEqual({
      page: 0,
      hasMore: true,
      moments: [
        {
          id: 5,
          author: '卓*',
          authorIcon: '',
          content: '今天的拉萨蓝得不像话。',
          pictures: ['https://media/1.jpg'],
          location: '拉萨市城关区',
          likes: 24,
          createdAt: 1_763_600_000_000,
          href: '/friendsCircleDetail/5.html',
        },
      ],
    });
  });
});
