import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { absoluteUrl } from '@/lib/routing/site';
import { mediaOrigins } from '@/lib/http/cspHosts';
import { processWide } from '@/lib/processWide.mjs';
import { wireFetch } from '@/lib/platform/wireFetch';
import type { Locale } from '@/lib/i18n/locales';
import { drawPoster } from './posterImage';
import { posterSource } from './posterSource';

// What a poster may cost (docs/decisions/0053): posters are kept, drawn one at a time, and the
// pictures they show are fetched only from the platform's media hosts, small and quickly.

/** How long a drawn poster is kept and may be kept by browsers and CDNs: an edit shows within it. */
export const POSTER_MAX_AGE_SECONDS = 300;
/** Posters kept per process (about 0.3-0.6 MB each). */
const KEPT_POSTERS = 40;
/** Posters drawn at once per process; the rest wait, up to WAITING, and beyond that are refused (busy). */
const DRAWING = 1;
const WAITING = 8;
/** A cover or logo larger than this, or slower than this, is left out. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;
const PICTURE_TIMEOUT_MS = 3000;

export class PosterBusy extends Error {}

interface Kept {
  png: Buffer;
  until: number;
}

const state = () =>
  processWide('share:posters', () => ({
    kept: new Map<string, Kept>(),
    drawing: new Map<string, Promise<Buffer | null>>(),
    active: 0,
    waiting: [] as (() => void)[],
  }));

/** The poster of an in-app path in a language: a PNG, or null when the path is no shareable page. */
export async function posterOf(pagePath: string, locale: Locale, now: () => number = Date.now): Promise<Buffer | null> {
  const s = state();
  const key = `${locale}|${pagePath}`;
  const kept = s.kept.get(key);
  if (kept && kept.until > now()) {
    // Most recently used last: the Map's order is the eviction order.
    s.kept.delete(key);
    s.kept.set(key, kept);
    return kept.png;
  }
  const running = s.drawing.get(key);
  if (running) return running;
  const work = inTurn(() => draw(pagePath, locale)).finally(() => s.drawing.delete(key));
  s.drawing.set(key, work);
  const png = await work;
  if (png) {
    s.kept.delete(key);
    s.kept.set(key, { png, until: now() + POSTER_MAX_AGE_SECONDS * 1000 });
    while (s.kept.size > KEPT_POSTERS) s.kept.delete(s.kept.keys().next().value as string);
  }
  return png;
}

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const s = state();
  if (s.active >= DRAWING) {
    if (s.waiting.length >= WAITING) throw new PosterBusy('posters: too many waiting');
    await new Promise<void>((resolve) => s.waiting.push(resolve));
  } else s.active += 1;
  try {
    return await work();
  } finally {
    const next = s.waiting.shift();
    if (next) next();
    else s.active -= 1;
  }
}

async function draw(pagePath: string, locale: Locale): Promise<Buffer | null> {
  const source = await posterSource(pagePath);
  if (!source) return null;
  const [config, t] = await Promise.all([getSiteConfig(), getTranslations({ locale, namespace: 'sharePanel' })]);
  const [cover, logo] = await Promise.all([picture(source.image), picture(config.logoUrl)]);
  return drawPoster({
    title: source.title,
    description: source.description,
    url: absoluteUrl(source.path),
    cover,
    logo,
    siteName: config.appName,
    scanHint: t('posterScan'),
    brandColor: /^#[0-9a-fA-F]{6}$/.test(config.brandColor) ? config.brandColor : '#c8102e',
  });
}

/** A picture from the platform's media hosts, or null (absent, elsewhere, too large, too slow, failed). */
async function picture(url: string | undefined): Promise<Buffer | null> {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!mediaOrigins().includes(parsed.origin)) return null;
  try {
    const response = await wireFetch(parsed, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) return null;
    if (Number(response.headers.get('content-length') ?? 0) > MAX_PICTURE_BYTES) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > MAX_PICTURE_BYTES ? null : bytes;
  } catch {
    return null;
  }
}
