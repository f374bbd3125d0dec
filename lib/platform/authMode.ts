import { platformEnv } from './env';
import { processWide } from '@/lib/processWide.mjs';

/**
 * docs/product.md §4: under xyAuth 2 the app is authorised first and the configuration fetched
 * after it; under 0 and 1 the configuration comes first. The mode is the site's declaration
 * (XY_AUTH) when it made one, else the one the last configuration said: a process that has once
 * read xyAuth 2 authorises before every later configuration fetch (each minute's, and after a
 * 1004). Without a declaration the very first fetch cannot know the mode and asks for the
 * configuration first (docs/decisions/0058).
 */
const learnt = () => processWide('platform:xyAuth', () => ({ mode: null as number | null }));

export function authorisesFirst(): boolean {
  return (platformEnv.xyAuth ?? learnt().mode) === 2;
}

/** What a configuration said; ignored when the site declared its mode. */
export function learnAuthMode(xyAuth: number): void {
  learnt().mode = xyAuth;
}
