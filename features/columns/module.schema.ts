import { z } from 'zod';
import { rawModuleItemSchema } from '../articles/article.schema';
import { list, num, str } from '@/lib/platform/primitives';

/** moduleView: one module group with all its items. */
export const rawModuleViewSchema = z.object({
  id: num(),
  title: str(),
  type: num(),
  list: list(rawModuleItemSchema),
});
export type RawModuleView = z.output<typeof rawModuleViewSchema>;
