import { platformEnv } from '../env';
import { processWide } from '@/lib/processWide.mjs';

/**
 * Which generation of the platform's dialect a site runs (docs/platform-api.md, "Dialects"):
 * - `g1`: the public gateway of 2017–2019: bare JSON, `null` for nothing, `true` for a write;
 * - `g2`: the 2020 platform: `{status, message, data}` when `curVersions` is sent, `"empty"` for
 *   nothing, arrays as `data`;
 * - `designed`: the later generation SPEC.md describes and the reference platform speaks: the
 *   envelope, and the calls nothing public shows, as docs/platform-api.md designs them.
 * The transport rules of all three are always applied; the generation decides only which form a
 * call goes out in where the designed one differs from the public one (a call's `publicForm`).
 */
export type Generation = 'g1' | 'g2' | 'designed';
export const GENERATIONS: readonly Generation[] = ['g1', 'g2', 'designed'];

/** XY_PLATFORM_GENERATION, checked: `auto` (learnt from the config) or a generation. */
export function generationSetting(value: string = platformEnv.generation): Generation | 'auto' {
  if (value === 'auto' || (GENERATIONS as readonly string[]).includes(value)) return value as Generation | 'auto';
  throw new Error(`XY_PLATFORM_GENERATION must be auto, g1, g2 or designed; got ${JSON.stringify(value)}`);
}

const learnt = () => processWide('platform:generation', () => ({ generation: null as Generation | null }));

/**
 * The generation a getConfig answer shows: bare JSON is the gateway's (g1); in the envelope, the
 * `xyApi` block that SPEC.md's configuration carries marks the designed generation, its absence
 * the 2020 platform (g2), whose startup JSON has none.
 */
export function generationOfConfig(answer: unknown): Generation | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const record = answer as Record<string, unknown>;
  if (!('status' in record)) return 'g1';
  const data = record.data;
  if (typeof data !== 'object' || data === null) return null;
  return 'xyApi' in data ? 'designed' : 'g2';
}

/** What a getConfig answer said (lib/platform/dialect/read.ts and the health probe call it). */
export function learnGeneration(configAnswer: unknown): void {
  const generation = generationOfConfig(configAnswer);
  if (generation) learnt().generation = generation;
}

/** The site's generation: the one it declared, else the one its config showed, else `designed`. */
export function currentGeneration(): Generation {
  const setting = generationSetting();
  if (setting !== 'auto') return setting;
  return learnt().generation ?? 'designed';
}
