/**
 * The contract between the reference platform and the client (docs/platform-api.md): every
 * call the client makes answers, from the real platform, something the client's schema accepts.
 */
import { contractPlatform } from '../support/contract';

jest.setTimeout(60_000);

const { answer, expectFits } = contractPlatform();

type Columns = { columns: { columnId: number; hasSubColunm?: boolean }[] };

/**
 * Home's tabs as the client finds them (features/columns/server/columns.ts): the columns under 0, or
 * the children of the one column there when the platform roots its columns at a home column of its own.
 */
async function homeTabs(): Promise<Columns> {
  const roots = (await answer('getColumns', { parentColumnId: 0 })).data as Columns;
  const only = roots.columns.length === 1 ? roots.columns[0] : undefined;
  if (!only?.hasSubColunm) return roots;
  return (await answer('getColumns', { parentColumnId: only.columnId })).data as Columns;
}

describe('platform answers fit the client schemas', () => {
  it('getConfig, getColumns, getColumn', async () => {
    expectFits('getConfig', (await answer('getConfig')).data);
    expectFits('getColumns', (await answer('getColumns', { parentColumnId: 0 })).data);
    const tabs = await homeTabs();
    expectFits('getColumns', tabs);
    expect(tabs.columns.length).toBeGreaterThan(3);
    expectFits('getColumn', (await answer('getColumn', { columnId: tabs.columns[0]!.columnId })).data);
  });

  it('getArticles on every top column, and getArticleContent for every type', async () => {
    const columns = await homeTabs();
    const seenTypes = new Map<number, number>();
    for (const { columnId } of columns.columns) {
      const page = await answer('getArticles', { columnId, page: 0 });
      expect(page.status).toBe(0);
      expectFits('getArticles', page.data);
      for (const item of (page.data as { list: { fileId: number; articleType: number }[] }).list)
        seenTypes.set(item.articleType, item.fileId);
    }
    expect(seenTypes.size).toBeGreaterThanOrEqual(5);
    for (const fileId of seenTypes.values()) {
      const content = await answer('getArticleContent', { articleId: fileId });
      expect(content.status).toBe(0);
      expectFits('getArticleContent', content.data);
    }
  });

  it('articleHot with days (the most read of the day and the week), activityList, getXyDynamic', async () => {
    for (const days of [1, 7]) {
      const hot = await answer('articleHot', { count: 5, days });
      expect(hot.status).toBe(0);
      expectFits('articleHot', hot.data);
      expect((hot.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
    }
    expectFits('activityList', (await answer('activityList', { page: 0, lastFileId: 0 })).data);
    const dynamics = await answer('getXyDynamic', { xyId: 1 });
    expectFits('getXyDynamic', dynamics.data);
    expect((dynamics.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });

  it('a missing article is a negative status the client reads as not found', async () => {
    const missing = await answer('getArticleContent', { articleId: 999999999 });
    expect(missing.status).toBeLessThan(0);
  });
});
