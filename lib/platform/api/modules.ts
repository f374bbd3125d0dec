import 'server-only';
import { platformCall } from '../call';
import { rawModuleViewSchema } from '../schemas/module';
import { mapModuleGroup } from '../map/module';
import { nullWhenMissing } from './missing';
import type { ModuleGroup } from '@/lib/types/module';

/** moduleView: a module group with all its items, or null when there is no such group. */
export async function getModuleGroup(id: number): Promise<ModuleGroup | null> {
  return nullWhenMissing(platformCall('moduleView', { params: { id }, schema: rawModuleViewSchema }).then(mapModuleGroup));
}
