import type { Params } from '../decorate';
import type { PublicForm } from '../define';
import { currentGeneration } from './generation';
import { withFormMember, type FormMember } from './member';

/** What goes on the wire for a call: its name, parameters and (where the public form says) method, in the site's generation. */
export interface WireForm {
  name: string;
  params: Params;
  method?: 'GET' | 'POST';
}

/**
 * The designed call, or its public form on a g1/g2 platform where the definition has one
 * (docs/platform-api.md, "Dialects"), with the member it is made for named in the form as a g1/g2
 * platform reads them (lib/platform/dialect/member.ts). Asked at send time: by then the config
 * has said the generation.
 */
export function wireForm(
  designed: WireForm,
  publicForm: PublicForm<never> | undefined,
  publicParams: Params | undefined,
  member?: FormMember,
): WireForm {
  const generation = currentGeneration();
  const form: WireForm =
    !publicForm || !publicParams || generation === 'designed'
      ? designed
      : { name: publicForm.name, params: publicParams, method: publicForm.method };
  const params = withFormMember(form.params, member, generation);
  return params === form.params ? form : { ...form, params };
}
