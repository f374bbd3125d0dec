/**
 * The one table of where each call comes from (lib/platform/dialect/provenance.ts, docs/decisions/0074)
 * against the call registry, the public record and docs/platform-api.md: every fact names a call
 * we define, every call whose public answer was recorded is in it, a call that "works" with
 * recorded answers is one the public-record contract test reads, and the document's call table is
 * the one made from it (UPDATE_DOCS=1 writes it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALL_CALLS, callKey } from '@/lib/platform/calls';
import { callTableCounts, NO_REAL_COUNTERPART, PUBLIC_FACTS } from '@/lib/platform/dialect/provenance';
import { callTableMarkdown, TABLE_END, TABLE_START } from './callTable';
import { RECORDED } from './fixtures';

const DOC = path.resolve(__dirname, '../../../docs/platform-api.md');
const keys = new Set(ALL_CALLS.map(callKey));

describe('where each call comes from', () => {
  it('names only calls we define', () => {
    expect(Object.keys(PUBLIC_FACTS).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('marks as without a real counterpart only designed calls we define', () => {
    for (const key of Object.keys(NO_REAL_COUNTERPART)) expect([key, keys.has(key), PUBLIC_FACTS[key]]).toEqual([key, true, undefined]);
  });

  it('holds every call of ours whose answer the public record holds', () => {
    // The recorded calls we read under our own name or as a public form's name (searchAll, searchXyRank as the ranking's).
    const ours: Record<string, string> = { searchAll: 'app/searchAllInTime', searchXyRank: 'app/xyRank', myFav: 'app/myFavList' };
    const recorded = new Set(RECORDED.map((fixture) => ours[fixture.call] ?? `app/${fixture.call}`).filter((key) => keys.has(key)));
    expect([...recorded].filter((key) => !PUBLIC_FACTS[key])).toEqual([]);
  });

  it('says a public name only where a definition sends it, or the call still differs', () => {
    for (const definition of ALL_CALLS) {
      const fact = PUBLIC_FACTS[callKey(definition)];
      if (definition.publicForm && definition.publicForm.name !== definition.name) expect(fact?.publicName).toBe(definition.publicForm.name);
      else if (definition.publicForm) expect(fact).toBeDefined();
      else if (fact?.publicName) expect(fact.after).toBe('differs');
    }
  });

  it('only gains: no call stands worse than before, more work, fewer differ', () => {
    const all = [...keys];
    const before = callTableCounts(all, 'before');
    const after = callTableCounts(all, 'after');
    expect(before.designed).toBe(after.designed);
    expect(after.works).toBeGreaterThan(before.works);
    expect(after.differs).toBeLessThan(before.differs);
    const rank = { differs: 0, degraded: 1, works: 2 } as const;
    for (const [key, fact] of Object.entries(PUBLIC_FACTS)) expect([key, rank[fact.after] >= rank[fact.before]]).toEqual([key, true]);
  });

  it('is the call table of docs/platform-api.md', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    const expected = callTableMarkdown();
    if (process.env.UPDATE_DOCS === '1' && start !== -1 && end !== -1) {
      writeFileSync(DOC, doc.slice(0, start) + expected + doc.slice(end + TABLE_END.length));
      return;
    }
    expect(start).toBeGreaterThan(-1);
    expect(doc.slice(start, end + TABLE_END.length)).toBe(expected);
  });
});
