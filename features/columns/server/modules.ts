import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapModuleGroup } from '../module.map';
import { moduleViewCall } from '../calls';
import type { ModuleGroup } from '@/features/columns/module.types';

/** moduleView: a module group with all its items, or null when there is no such group. */
export async function getModuleGroup(id: number): Promise<ModuleGroup | null> {
  const raw = await platformCall(moduleViewCall, id);
  return raw && mapModuleGroup(raw);
}
