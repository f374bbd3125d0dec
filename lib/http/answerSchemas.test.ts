import type { z } from 'zod';
import { articleSummary, searchResultPage } from './answerSchemas';
import { ARTICLE_KIND_BY_CODE, type ArticleSummary } from '@/features/articles/article.types';
import type { LivePhase } from '@/features/live/liveState';
import type { SearchResultPage } from '@/features/search/types';

/** True only when A and B are the same type (a field missing on either side makes it false). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// Checked by the type check: a product field the schema forgot would be stripped from every answer.
const summaryMatches: Same<z.output<typeof articleSummary>, ArticleSummary> = true;
const searchMatches: Same<z.output<typeof searchResultPage>, SearchResultPage> = true;

const ARTICLE: ArticleSummary = {
  id: 1,
  columnId: 2,
  columnName: 'News',
  kind: 'live',
  title: 't',
  publishedAt: null,
  image: { small: 's', middle: 'm', big: 'b' },
  pictures: ['p'],
  counts: { clicks: 1, comments: 2, likes: 3, shares: 4 },
  href: '/liveDetail/2/1.html',
  external: false,
  liveStatus: 1,
  durationSeconds: 0,
  isTop: true,
  tags: [{ id: 5, name: 'tag' }],
  picType: 2,
  livePhase: 'live',
  sized: {
    thumb: 's?style/small',
    bigSrcSet: 'b?style/big 720w, b 1080w',
    pictures: ['p?style/small'],
    middle: 'm?style/middle',
  },
};

test('an article summary keeps every field through its schema, optional ones included', () => {
  expect(articleSummary.parse(ARTICLE)).toEqual(ARTICLE);
  expect([summaryMatches, searchMatches]).toEqual([true, true]);
});

// An answer with a kind or a live phase the schema left out would be our 500 for every list that holds one.
test.each(Object.values(ARTICLE_KIND_BY_CODE))('an article of kind %s passes', (kind) => {
  expect(articleSummary.parse({ ...ARTICLE, kind }).kind).toBe(kind);
});

test.each(['preview', 'live', 'replay', 'ended'] satisfies LivePhase[])('a live in phase %s passes', (livePhase) => {
  expect(articleSummary.parse({ ...ARTICLE, livePhase }).livePhase).toBe(livePhase);
});
