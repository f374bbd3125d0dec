import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapModuleGroup } from '../module.map';
import { moduleViewCall } from '../calls';
import type { ModuleGroup } from '@/features/columns/module.types';
import { getArticles } from './articles';
import { getHomeColumnId, getTopColumns } from './columns';

/**
 * moduleView: a module group with all its items, or null when there is no such group. The real
 * moduleView answers the items alone (`{type, list}`, the public record's moduleView.json): the
 * group is then the one asked for, and its title the one the columns' module rows give it.
 */
export async function getModuleGroup(id: number): Promise<ModuleGroup | null> {
  const raw = await platformCall(moduleViewCall, id);
  if (!raw) return null;
  const group = { ...mapModuleGroup(raw), id };
  return group.title ? group : { ...group, title: await moduleTitle(id) };
}

/**
 * A group's title as the module rows of home and the top columns show it (their first pages, the
 * ones those pages load and cache); '' when none shows the group.
 */
async function moduleTitle(id: number): Promise<string> {
  const columnIds = [await getHomeColumnId(), ...(await getTopColumns()).map((column) => column.id)];
  const pages = await Promise.all(columnIds.map((columnId) => getArticles(columnId).catch(() => null)));
  return pages.flatMap((page) => page?.modules ?? []).find((group) => group.id === id && group.title)?.title ?? '';
}
