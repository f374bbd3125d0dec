import 'server-only';
import { platformCall } from '../call';
import { mapModuleGroup } from '../map/module';
import { moduleViewCall } from './calls';
import type { ModuleGroup } from '@/lib/types/module';

/** moduleView: a module group with all its items, or null when there is no such group. */
export async function getModuleGroup(id: number): Promise<ModuleGroup | null> {
  const raw = await platformCall(moduleViewCall, id);
  return raw && mapModuleGroup(raw);
}
