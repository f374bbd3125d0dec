/**
 * The contract between the reference platform and the client (docs/platform-api.md): every
 * call the client makes answers, from the real platform, something the client's schema accepts.
 */
import { ANSWER_SCHEMAS } from '@/lib/platform/schemas/registry';
import { startPlatform, type RunningPlatform } from '../support/platformProcess';

jest.setTimeout(60_000);

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.stop();
});

async function answer(call: string, query: Record<string, string | number> = {}): Promise<{ status: number; data: unknown }> {
  const search = new URLSearchParams(Object.entries({ appID: 1, siteId: 1, ...query }).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${platform.url}/app_if/${call}?${search}`);
  return (await response.json()) as { status: number; data: unknown };
}

function expectFits(call: string, data: unknown) {
  const schema = ANSWER_SCHEMAS[call];
  if (!schema) throw new Error(`no client schema for ${call}`);
  const parsed = schema.safeParse(data);
  expect(parsed.success ? [] : parsed.error.issues.slice(0, 3)).toEqual([]);
}

describe('platform answers fit the client schemas', () => {
  it('getConfig, getColumns, getColumn', async () => {
    expectFits('getConfig', (await answer('getConfig')).data);
    const columns = await answer('getColumns', { parentColumnId: 0 });
    expectFits('getColumns', columns.data);
    const first = (columns.data as { columns: { columnId: number }[] }).columns[0]!;
    expectFits('getColumn', (await answer('getColumn', { columnId: first.columnId })).data);
  });

  it('getArticles and getArticlesNew on every top column, and getArticleContent for every type', async () => {
    const columns = (await answer('getColumns', { parentColumnId: 0 })).data as { columns: { columnId: number }[] };
    const seenTypes = new Map<number, number>();
    for (const { columnId } of columns.columns) {
      for (const call of ['getArticles', 'getArticlesNew']) {
        const page = await answer(call, { columnId, page: 0 });
        expect(page.status).toBe(0);
        expectFits(call, page.data);
        for (const item of (page.data as { list: { fileId: number; articleType: number }[] }).list) seenTypes.set(item.articleType, item.fileId);
      }
    }
    expect(seenTypes.size).toBeGreaterThanOrEqual(5);
    for (const fileId of seenTypes.values()) {
      const content = await answer('getArticleContent', { articleId: fileId });
      expect(content.status).toBe(0);
      expectFits('getArticleContent', content.data);
    }
  });

  it('a missing article is a negative status the client reads as not found', async () => {
    const missing = await answer('getArticleContent', { articleId: 999999999 });
    expect(missing.status).toBeLessThan(0);
  });
});
