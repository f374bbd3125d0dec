import type { APIRequestContext } from '@playwright/test';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';

// What a link preview reads, by an outside reader of it: `open-graph-scraper` over server HTML the
// crawl already fetched (no page is fetched again), its fallbacks off so that a missing tag is not
// made up from the title or the first picture. Every og:image it reads is fetched once and measured:
// the site states each share picture's true size (lib/seo/imageSize.ts, docs/decisions/0101).

/** The tags a preview needs besides og:image, which is checked with its size. */
const REQUIRED = { ogTitle: 'og:title', ogType: 'og:type', ogUrl: 'og:url', twitterCard: 'twitter:card' } as const;

/** The smallest share picture the big previews take (weixin, Facebook: 600 px wide or more). */
const MIN_WIDTH = 600;
const MIN_HEIGHT = 300;

export interface Measured {
  status: number;
  width?: number;
  height?: number;
}

/** The size in pixels of the picture at an address, fetched once per test run. */
export function pictureSizes(request: APIRequestContext): (url: string) => Promise<Measured> {
  const sizes = new Map<string, Promise<Measured>>();
  return (url) => {
    if (!sizes.has(url))
      sizes.set(
        url,
        (async () => {
          const response = await request.get(url);
          if (!response.ok()) return { status: response.status() };
          const { width, height } = await sharp(await response.body()).metadata();
          return { status: response.status(), width, height };
        })(),
      );
    return sizes.get(url)!;
  };
}

/** What open-graph-scraper reads of one page: its share picture (the first og:image) and the problems. */
export async function openGraphOf(
  html: string,
  where: string,
  sizeOf: (url: string) => Promise<Measured>,
): Promise<{ image: { url: string; width: number; height: number } | null; problems: string[] }> {
  const problems: string[] = [];
  const { result } = await ogs({ html, onlyGetOpenGraphInfo: true });
  for (const [field, tag] of Object.entries(REQUIRED))
    if (!String(result[field as keyof typeof REQUIRED] ?? '').trim()) problems.push(`${where}: no ${tag}`);
  if (result.ogUrl && !/^https?:\/\//.test(result.ogUrl))
    problems.push(`${where}: og:url ${result.ogUrl} not absolute`);
  const images = result.ogImage ?? [];
  if (images.length === 0) problems.push(`${where}: no og:image`);
  for (const image of images) {
    const width = Number(image.width);
    const height = Number(image.height);
    if (!/^https?:\/\//.test(image.url)) {
      problems.push(`${where}: og:image not absolute (${image.url})`);
      continue;
    }
    if (!(width >= MIN_WIDTH) || !(height >= MIN_HEIGHT)) problems.push(`${where}: og:image states ${width}×${height}`);
    const real = await sizeOf(image.url);
    if (real.status !== 200 || real.width !== width || real.height !== height)
      problems.push(
        `${where}: og:image ${image.url} is ${real.width}×${real.height} (status ${real.status}), states ${width}×${height}`,
      );
  }
  // The page's own first og:image (ogs orders several by size): what a preview shows.
  const first = /<meta\s[^>]*property="og:image"\s[^>]*content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  const chosen = images.find((image) => image.url === first) ?? images[0];
  return {
    image: chosen ? { url: chosen.url, width: Number(chosen.width), height: Number(chosen.height) } : null,
    problems,
  };
}
