import 'server-only';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { currentGeneration, generationSetting, type Generation } from './generation';

/**
 * The site's generation, its config asked first where the site did not declare one: what a page
 * asks before it offers a feature only the later generation has (search classes and order, a
 * tip-off's voice note: docs/decisions/0108). The config is shared for its minute, so this costs
 * no call after the first; a config that fails leaves the generation as it was.
 */
export async function knownGeneration(): Promise<Generation> {
  if (generationSetting() === 'auto') await getSiteConfig().catch(() => null);
  return currentGeneration();
}

/** Whether the platform speaks the later generation SPEC.md designs (its calls beyond the public ones). */
export async function speaksLaterGeneration(): Promise<boolean> {
  return (await knownGeneration()) === 'designed';
}
