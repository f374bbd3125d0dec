import 'server-only';
import type { CardRef } from '@/lib/seo/previewCards';
import { previewCardPath } from '@/lib/seo/previewCards';
import { cardSource } from './cardSource';
import { drawCard } from './drawCard';
import { fetchMedia } from '@/lib/seo/mediaFetch';

/** How long a drawn card is kept and may be kept by browsers and CDNs: a renamed account shows within it. */
export const CARD_MAX_AGE_SECONDS = 3_600;
/** Drawn cards this process keeps (about 50 KB each). */
const KEPT_CARDS = 300;
/** Cards drawn at once: drawing is CPU work, and requests for many ids must not starve page renders. */
const DRAWING_AT_ONCE = 2;

const kept = new Map<string, { card: Buffer | null; until: number }>();
const drawing = new Map<string, Promise<Buffer | null>>();
let active = 0;
const waiting: (() => void)[] = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= DRAWING_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  active += 1;
  try {
    return await work();
  } finally {
    active -= 1;
    waiting.shift()?.();
  }
}

async function draw(ref: CardRef): Promise<Buffer | null> {
  const source = await cardSource(ref);
  if (!source) return null;
  const picture = source.imageUrl ? await fetchMedia(source.imageUrl) : null;
  return slot(() => drawCard({ title: source.title, siteName: source.siteName, picture }));
}

/**
 * The card's JPEG, or null when what it shows does not exist. Kept for CARD_MAX_AGE_SECONDS (a
 * missing one too, so guessed ids cost one platform call each an hour), oldest dropped first; a
 * card asked for while it is being drawn waits for that drawing.
 */
export async function renderedCard(ref: CardRef): Promise<Buffer | null> {
  const key = previewCardPath(ref);
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && hit.until > now) return hit.card;
  const running = drawing.get(key);
  if (running) return running;
  const promise = draw(ref).finally(() => drawing.delete(key));
  drawing.set(key, promise);
  const card = await promise;
  kept.delete(key);
  kept.set(key, { card, until: now + CARD_MAX_AGE_SECONDS * 1000 });
  while (kept.size > KEPT_CARDS) kept.delete(kept.keys().next().value!);
  return card;
}
