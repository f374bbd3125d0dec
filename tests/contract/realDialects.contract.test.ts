/**
 * The front end against the reference platform speaking the real platform's dialects
 * (PLATFORM_DIALECT g2 and g1: docs/reference-platform-dialects.md), through the pages' own server
 * loaders and the dialect layer (docs/decisions/0074): home's tabs under the site's home column,
 * a column's list, an article with every inline picture, its summary and bylines, its comments,
 * search results and the lives; a missing article is null (the page's 404), never a failure; the
 * health probe counts the platform up (no 503); a like is read back.
 */
import { forgetProcessWide } from '@/lib/processWide.mjs';
import { launchPlatform, type RunningPlatform } from '@/platform/launch.mjs';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';

jest.setTimeout(120_000);

/** The home column the real dialects root the site's columns at (the recorded site's, the platform's default). */
const HOME_COLUMN = '1000';

type Loaders = Awaited<ReturnType<typeof loaders>>;
const loaders = async () => ({
  ...(await import('@/features/columns/server/columns')),
  ...(await import('@/features/columns/server/articles')),
  ...(await import('@/features/articles/server/content')),
  ...(await import('@/features/comments/server/comments')),
  ...(await import('@/features/search/server/search')),
  ...(await import('@/features/live/server/coming')),
  ...(await import('@/features/live/server/view')),
  ...(await import('@/features/comments/server/commentedObject')),
  ...(await import('@/lib/platform/dialect/generation')),
  ...(await import('@/lib/platform/health')),
  ...(await import('@/features/analytics/server/events')),
});

/** The client's modules, fresh (they read their settings once), pointed at `platform`. */
async function clientOf(platform: RunningPlatform, homeColumn = HOME_COLUMN): Promise<Loaders> {
  process.env.XY_API_BASE_URL = platform.url;
  process.env.XY_HOME_COLUMN_ID = homeColumn;
  process.env.CONTENT_CACHE_SECONDS = '0';
  forgetProcessWide();
  let client: Loaders | undefined;
  await jest.isolateModulesAsync(async () => {
    client = await loaders();
  });
  return client!;
}

describe.each(['g2', 'g1'] as const)('the front end against a platform speaking %s', (dialect) => {
  let platform: RunningPlatform;
  let client: Loaders;
  beforeAll(async () => {
    platform = await launchPlatform({
      seedArticles: 200,
      env: { PLATFORM_DIALECT: dialect, PLATFORM_HOME_COLUMN_ID: HOME_COLUMN },
    });
    client = await clientOf(platform);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('renders home: the site’s columns under its home column, the first column’s list', async () => {
    const columns = await client.getTopColumns();
    expect(columns.length).toBeGreaterThan(3);
    const underHome = await client.getColumns(Number(HOME_COLUMN));
    expect(columns.map((column) => column.id)).toEqual(underHome.map((column) => column.id));
    expect(underHome.every((column) => column.parentId === Number(HOME_COLUMN))).toBe(true);
    // Home is never a page: a top column's parent reads as 0, so its address is /columnDetail/{id}.html.
    expect(columns.every((column) => column.parentId === 0)).toBe(true);
    expect((await client.getColumn(columns[0]!.id))?.parentId).toBe(0);
    const page = await client.getArticles(columns[0]!.id, 0);
    expect(page.articles.length).toBeGreaterThan(0);
    expect(page.articles.every((article) => article.id > 0 && article.title !== '')).toBe(true);
  });

  it('finds the site’s home column when XY_HOME_COLUMN_ID is not set (docs/decisions/0084)', async () => {
    const found = await clientOf(platform, '');
    const columns = await found.getTopColumns();
    expect(columns.length).toBeGreaterThan(3);
    expect(columns.map((column) => column.id)).toEqual(
      (await found.getColumns(Number(HOME_COLUMN))).map((column) => column.id),
    );
    await expect(found.getParentColumn(columns[0]!)).resolves.toBeNull();
    client = await clientOf(platform);
  });

  it('renders an article with every inline picture, its summary and its bylines', async () => {
    const article = await client.getArticleContent(1000);
    expect(article).not.toBeNull();
    expect(article!.title).toContain('拉萨青稞产业迎来新发展');
    expect(article!.bodyHtml).toMatch(/<img /);
    expect(article!.bodyHtml).not.toMatch(/<!--|IMAGEARRAY/);
    expect(article!.summary).not.toBe('');
    const roles = article!.bylines.map((byline) => byline.role);
    // The real names (liability, cameraman, drawer, overallPlanning) read as our roles.
    expect(roles).toEqual(
      expect.arrayContaining(['author', 'liabilityEditor', 'photographer', 'designer', 'coordinator']),
    );
  });

  it('answers a missing article as missing (the page’s 404), not as a failure', async () => {
    await expect(client.getArticleContent(987654)).resolves.toBeNull();
  });

  it('renders an article’s comments and the search results', async () => {
    const comments = await client.getCommentPage({ sourceType: 0, objectId: 1000, page: 0, order: 'newest' });
    expect(comments.threads.length).toBeGreaterThan(0);
    const results = await client.searchAllInTime({ keyword: '拉萨', tclass: -1, order: 'relevance', page: 0 });
    expect(results.articles.length).toBeGreaterThan(0);
  });

  it('is up for the health probe: no page answers 503', async () => {
    await expect(client.isPlatformUp()).resolves.toBe(true);
  });

  it('reads a like back where the real event answers the write alone, in the state the tap asked for (docs/decisions/0090)', async () => {
    const device = '11111111-2222-3333-4444-000000000090';
    const before = (await client.getArticleContent(1000))!.counts.likes;
    await expect(client.toggleLike(1000, { device }, client.EVENT_OBJECT.article, true)).resolves.toEqual({
      likes: before + 1,
      liked: true,
    });
    await expect(client.toggleLike(1000, { device }, client.EVENT_OBJECT.article, false)).resolves.toEqual({
      likes: before,
      liked: false,
    });
  });

  it('renders the lives and opens a live by its own id', async () => {
    const lives = await client.getComingLives();
    expect(lives.length).toBeGreaterThan(0);
    const live = await client.getLiveView(lives[0]!.id, 0);
    expect(live?.title).toBe(lives[0]!.title);
  });

  it("names the live a comment list is about by the live's own id, the id its page links the list with", async () => {
    const [coming] = await client.getComingLives();
    const object = await client.commentedObject(COMMENT_SOURCE.live, coming!.id);
    expect(object?.title).toBe(coming!.title);
    expect(object?.href).toMatch(new RegExp(`/liveDetail/${coming!.id}/\\d+\\.html$`));
  });
});
