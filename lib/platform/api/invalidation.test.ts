import { invalidateTags, tag } from '@/lib/cache/tags';
import { sharedCache } from '../sharedCache';
import './articleContent';
import './shortVideo';

// The caches these modules fill, reached by their process-wide names.
const articles = sharedCache<unknown>('articleContent', { ttlMs: 30_000, maxEntries: 10 });
const videos = sharedCache<unknown>('shortVideo', { ttlMs: 30_000, maxEntries: 10 });
const keys = async (cache: typeof articles, all: string[]) => {
  const present: string[] = [];
  for (const key of all) {
    let loaded = false;
    await cache.get(key, async () => void (loaded = true));
    if (!loaded) present.push(key);
  }
  return present;
};

test("a write's tags drop every cached variant of that article, and only of that one", async () => {
  for (const key of ['7||', '7|3|', '7||poster', '70||']) await articles.get(key, async () => key);
  await invalidateTags([tag.article(7)]);
  expect(await keys(articles, ['7||', '7|3|', '7||poster', '70||'])).toEqual(['70||']);
});

test("a short video's tag drops that video, not the article of the same id", async () => {
  await videos.get('7', async () => 'video');
  await articles.get('7||', async () => 'article');
  await invalidateTags([tag.shortVideo(7)]);
  expect(await keys(videos, ['7'])).toEqual([]);
  expect(await keys(articles, ['7||'])).toEqual(['7||']);
});
