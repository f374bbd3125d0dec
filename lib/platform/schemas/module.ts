import { z } from 'zod';
import { rawModuleItemSchema } from './article';
import { list, num, str } from './primitives';

/** moduleView: one module group with all its items. */
export const rawModuleViewSchema = z.object({
  id: num(),
  title: str(),
  type: num(),
  list: list(rawModuleItemSchema),
});
export type RawModuleView = z.output<typeof rawModuleViewSchema>;
