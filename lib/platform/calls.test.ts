import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ALL_CALLS, CALL_AREAS, callKey, definitionOf } from './calls';

const PLATFORM_DIR = __dirname;
const ROOT = path.join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the call definitions (docs/decisions/0011)', () => {
  it('define each call once: no service and name twice', () => {
    const keys = ALL_CALLS.map(callKey);
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(twice).toEqual([]);
    expect(keys.length).toBeGreaterThanOrEqual(38);
  });

  it("live only in a slice's calls.ts (or the wire's own: auth/calls.ts and siteConfig/calls.ts), and every such slice is in the registry", () => {
    const defining = [...sourceFiles(PLATFORM_DIR), ...sourceFiles(path.join(ROOT, 'features'))]
      .filter((file) => /\bdefineCall\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(ROOT, file))
      .filter((file) => file !== 'lib/platform/define.ts');
    expect(
      defining.filter((file) => !/^(features\/[A-Za-z]+|lib\/platform\/(auth|siteConfig))\/calls\.ts$/.test(file)),
    ).toEqual([]);
    const slices = readdirSync(path.join(ROOT, 'features')).filter((name) =>
      existsSync(path.join(ROOT, 'features', name, 'calls.ts')),
    );
    expect(Object.keys(CALL_AREAS).sort()).toEqual(['auth', 'site', ...slices].sort());
  });

  it('export nothing but definitions from an area’s calls.ts, so the registry sees all of them', () => {
    for (const [area, exports] of Object.entries(CALL_AREAS)) {
      const values = Object.values(exports);
      expect({ area, definitions: ALL_CALLS.filter((call) => values.includes(call)).length }).toEqual({
        area,
        definitions: values.length,
      });
    }
  });

  it('give secondary calls a fallback their answer schema accepts', () => {
    for (const call of ALL_CALLS.filter((definition) => definition.criticality === 'secondary')) {
      expect({ call: callKey(call), fits: call.answer.safeParse(call.fallback).success }).toEqual({
        call: callKey(call),
        fits: true,
      });
    }
  });

  it('are found by the platform path prefix the recorder uses; an unknown call has none', () => {
    expect(definitionOf('app_if', 'getArticles')?.name).toBe('getArticles');
    expect(definitionOf('mvod', 'event')?.service).toBe('mvod');
    expect(definitionOf('app_if', 'event')?.service).toBe('app');
    expect(definitionOf('adv', 'getArticleAds')?.service).toBe('adv');
    expect(definitionOf('app_if', 'getArticlesNew')).toBeUndefined();
    // A call a g1/g2 platform is sent in its public form is its definition's.
    expect(definitionOf('app_if', 'favCancel')?.name).toBe('fav');
    expect(definitionOf('app_if', 'hasFav')?.name).toBe('favStatus');
    expect(definitionOf('app_if', 'searchAll')?.name).toBe('searchAllInTime');
    expect(definitionOf('elsewhere', 'getArticles')).toBeUndefined();
  });
});
