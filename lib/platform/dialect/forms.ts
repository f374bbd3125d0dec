import type { Params } from '../decorate';
import type { PublicForm } from '../define';
import { currentGeneration } from './generation';

/** What goes on the wire for a call: its name and parameters, in the site's generation. */
export interface WireForm {
  name: string;
  params: Params;
}

/**
 * The designed call, or its public form on a g1/g2 platform where the definition has one
 * (docs/platform-api.md, "Dialects"). Asked at send time: by then the config has said the generation.
 */
export function wireForm(
  designed: WireForm,
  publicForm: PublicForm<never> | undefined,
  publicParams: Params | undefined,
): WireForm {
  if (!publicForm || !publicParams || currentGeneration() === 'designed') return designed;
  return { name: publicForm.name, params: publicParams };
}
