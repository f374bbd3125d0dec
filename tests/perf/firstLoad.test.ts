import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstLoadGraph } from './firstLoadGraph';

// What the first load of the reading pages must not carry (docs/decisions/0070): code a reader needs
// only after a tap, or only in one browser (weixin), loads on demand through import(); libraries of
// sign-in, posters, video and debugging never come with a page that is read. The bundle budget
// (tests/perf/budget.json) measures the bytes after a build; this says which code, before one.

const LAYOUT = 'app/layout.tsx';
const READING_PAGES = [
  'app/home/page.tsx',
  'app/newsDetail/[[...params]]/page.tsx',
  'app/imageDetail/[[...params]]/page.tsx',
  'app/videoDetail/[[...params]]/page.tsx',
];

/** Loaded on demand: after a tap, or only where it can be used. */
const ON_DEMAND = [
  // the share sheet and its poster, opened by the share button
  'features/share/ShareSheet.island.tsx',
  // the report dialog, opened by 举报
  'features/reports/ReportDialog.island.tsx',
  // weixin only: the JS-SDK set-up, the open tag and the 'open in the browser' overlay
  'features/share/weixinShareSetup.ts',
  'features/share/WeixinLaunchTag.island.tsx',
  'features/member/WeixinOpenInBrowser.island.tsx',
  // listening, only in a browser with speech synthesis
  'features/articles/ListenButton.island.tsx',
  'features/articles/listen.ts',
  // the comments' pager under an object: only when the server could not load them (the retry)
  'features/comments/MoreComments.island.tsx',
  'lib/client/useMorePages.ts',
];

/** Never in a reading page's first load (sign-in encryption, posters' QR codes, video streams, the debug console). */
const HEAVY_PACKAGES = ['jsencrypt', 'sm-crypto', 'crypto-js', 'qrcode', 'hls.js', 'vconsole', 'ky'];

describe.each(READING_PAGES)('the first load of %s', (page) => {
  const graph = firstLoadGraph([LAYOUT, page]);

  it('finds the client code at all (the walk follows the page to its islands)', () => {
    expect(graph.modules.has('features/mySpace/AccountLink.island.tsx')).toBe(true);
  });

  it('carries none of the code loaded on demand', () => {
    expect(ON_DEMAND.filter((module) => graph.modules.has(module))).toEqual([]);
  });

  it('carries no library of sign-in, posters, video streams or debugging, and no date-fns locale', () => {
    const packages = [...graph.packages];
    expect(
      packages.filter((name) => HEAVY_PACKAGES.some((heavy) => name === heavy || name.startsWith(`${heavy}/`))),
    ).toEqual([]);
    expect(packages.filter((name) => name.startsWith('date-fns/locale'))).toEqual([]);
  });

  // Home keeps its infinite list (and SWR's pager) for the return visit; an article's comments have no pager at first.
  if (page !== 'app/home/page.tsx') {
    it("carries no infinite pager (swr/infinite): the article's comments are server pages and a link", () => {
      expect(graph.packages.has('swr/infinite')).toBe(false);
    });
  }
});

it('lists on-demand modules that exist (a rename must move the list, not empty it)', () => {
  expect(ON_DEMAND.filter((module) => !existsSync(path.join(__dirname, '../..', module)))).toEqual([]);
});
