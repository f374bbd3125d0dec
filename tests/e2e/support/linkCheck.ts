import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { check, LinkState } from 'linkinator';
import type { Addresses, Pages } from './families';
import { BASE, routeOf } from './links';

// Broken links of the page sample, by an outside link checker: `linkinator`, non-recursive, over the
// server HTML the crawl already fetched. Each page is written to a folder linkinator serves itself,
// with a <base> of the address it was answered at, so its links resolve as in the reader's browser
// and no page is fetched again for this; every link (anchors, pictures, scripts, stylesheets, the
// addresses in JSON-LD) to our own origin is then asked once, links to pages one per route family
// (PAGES_PER_FAMILY). Other origins are not ours to check.
// docs/decisions/0101.

/** Requests at a time: the machine is small, and the site renders every page it is asked for. */
const CONCURRENCY = 4;
/** A link that has not answered in this long is broken (a ceiling, not a measure). */
const TIMEOUT_MS = 15_000;
/**
 * Links to pages asked per route family: every page is a render (965 links of 64 pages took 160 s
 * here), and a family's links are made by one template; the crawl (support/families.ts) has already
 * fetched several pages of each family and found each answering. Every other link is asked.
 */
const PAGES_PER_FAMILY = 1;

/** The links of these pages that answer an error (after redirects), one line each, and how many links were asked. */
export async function brokenLinks(
  pages: Pages,
  addresses: Addresses,
  origin: string,
): Promise<{ broken: string[]; links: number }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'linkcheck-'));
  try {
    const files = new Map<string, string>();
    for (const [index, [family, html]] of [...pages].entries()) {
      const address = addresses.get(family);
      if (!address) throw new Error(`no address known for the page of ${family}`);
      const file = `page-${index}.html`;
      files.set(file, family);
      const base = `<base href="${address.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"/>`;
      await writeFile(
        path.join(folder, file),
        html.replace(/<head(\s[^>]*)?>/, (head) => `${head}${base}`),
      );
    }
    const perFamily = new Map<string, number>();
    const chosen = new Set<string>();
    const result = await check({
      path: [...files.keys()],
      serverRoot: folder,
      recurse: false,
      concurrency: CONCURRENCY,
      timeout: TIMEOUT_MS,
      // The sample's own copies are served by linkinator; everything else must be on our origin.
      linksToSkip: async (link) => {
        if (/^http:\/\/127\.0\.0\.1:\d+\/page-\d+\.html$/.test(link)) return false;
        if (!link.startsWith(`${origin}/`)) return true;
        // Pages and preview cards are drawn for each address: those are bounded by family.
        const { pathname } = new URL(link);
        const card = /^previewCard\/([^/]+)\//.exec(pathname.slice(BASE.length))?.[1];
        const rendered = pathname.startsWith(BASE) && (pathname.endsWith('.html') || card !== undefined);
        if (!rendered || chosen.has(link)) return false;
        const family = card ? `previewCard ${card}` : routeOf(pathname);
        if ((perFamily.get(family) ?? 0) >= PAGES_PER_FAMILY) return true;
        perFamily.set(family, (perFamily.get(family) ?? 0) + 1);
        chosen.add(link);
        return false;
      },
    });
    const asked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    const broken = asked
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.status ?? 'no answer'} ${link.url} (on ${files.get(link.parent ?? '') ?? link.parent})`);
    return { broken, links: asked.length };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
