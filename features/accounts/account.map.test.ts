import { rawRankRulesSchema, rawXyInfoSchema, rawXyArticlesSchema, rawXyRankSchema } from './account.schema';
import { mapRankRules, mapXyAccount, mapXyAccountPage, mapXyRanking, RANK_LENGTH } from './account.map';

const account = (over: Record<string, unknown> = {}) =>
  rawXyInfoSchema.parse({
    xyID: 3,
    name: '林芝文旅',
    icon: 'http://p/a.png',
    description: '林芝市文化和旅游局',
    kind: '文旅',
    xyStatus: 0,
    xyForbidden: 0,
    fansCount: 1200,
    influence: 80,
    bulletin: '公告',
    articleCount: 2,
    ...over,
  });

describe('media accounts (docs/product.md §4: discard on xyStatus 1 or 4, xyForbidden 1, xyID not positive)', () => {
  it('keeps a live account, with its page address and followers', () => {
    expect(mapXyAccount(account())).toEqual({
      id: 3,
      name: '林芝文旅',
      icon: 'http://p/a.png',
      description: '林芝市文化和旅游局',
      kind: '文旅',
      followers: 1200,
      href: '/xyDetail/3.html',
    });
  });

  it.each([
    ['under review', { xyStatus: 1 }],
    ['closed', { xyStatus: 4 }],
    ['banned', { xyForbidden: 1 }],
    ['id 0', { xyID: 0 }],
    ['negative id', { xyID: -2 }],
    ['status as text', { xyStatus: '4' }],
  ])('discards an account %s, and its page', (_name, over) => {
    expect(mapXyAccount(account(over))).toBeNull();
    expect(mapXyAccountPage(account(over), rawXyArticlesSchema.parse({ list: [], totalCount: 0 }))).toBeNull();
  });

  it('the ranking drops discarded accounts, renumbers and stops at 20', () => {
    const list = Array.from({ length: 30 }, (_, i) => ({
      ...account({ xyID: i + 1, xyForbidden: i === 0 ? 1 : 0 }),
      rank: i + 1,
    }));
    const ranking = mapXyRanking(rawXyRankSchema.parse({ list }));
    expect(ranking).toHaveLength(RANK_LENGTH);
    expect(ranking[0]).toMatchObject({ id: 2, rank: 1 });
    expect(ranking.map((entry) => entry.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('ranking rules (xyRankRules)', () => {
  it('keeps the sections with text and reads the platform time as an instant', () => {
    const rules = mapRankRules(
      rawRankRulesSchema.parse({
        title: '规则',
        intro: '说明',
        list: [
          { title: '一', content: '内容' },
          { title: '', content: '' },
        ],
        updateTime: '2026-11-01 09:00:00',
      }),
    );
    expect(rules).toEqual({
      title: '规则',
      intro: '说明',
      sections: [{ title: '一', content: '内容' }],
      updatedAt: '2026-11-01T01:00:00.000Z',
    });
  });

  it('has no date when the platform gives none it can read', () => {
    expect(
      mapRankRules(rawRankRulesSchema.parse({ title: '规则', intro: '', list: [], updateTime: '' })).updatedAt,
    ).toBeNull();
  });
});
