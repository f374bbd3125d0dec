import { mapCollectionPage } from './favorite.map';
import { rawFavListSchema } from './favorite.schema';

describe('mapCollectionPage', () => {
  it('maps each collected item to a list article with the time it was collected', () => {
    const raw = rawFavListSchema.parse({
      list: [
        {
          fileId: 1000,
          title: '高原融媒：拉萨青稞产业迎来新发展',
          colID: 1,
          articleType: 0,
          publishtime: '2026-11-20 08:00:00.0',
          favTime: '2026-11-23 10:30:00.0',
        },
      ],
      totalCount: 23,
      hasMore: true,
    });
    const page = mapCollectionPage(raw);
    expect(page.total).toBe(23);
    expect(page.hasMore).toBe(true);
    expect(page.items[0]?.article).toMatchObject({ id: 1000, href: '/newsDetail/1/1000.html', kind: 'news' });
    // China time (+08:00) as the platform writes it.
    expect(page.items[0]?.collectedAt).toBe('2026-11-23T02:30:00.000Z');
  });
  it('leaves the time out when the platform sends none, and an empty page is the end', () => {
    const page = mapCollectionPage(rawFavListSchema.parse({ list: [{ fileId: 5, title: 't', favTime: '' }] }));
    expect(page.items[0]?.collectedAt).toBeNull();
    expect(mapCollectionPage(rawFavListSchema.parse({}))).toEqual({ items: [], total: 0, hasMore: false });
  });
});
