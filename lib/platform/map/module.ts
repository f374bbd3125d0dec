import type { ModuleGroup, ModuleItem } from '@/lib/types/module';
import type { RawModule, RawModuleItem } from '../schemas/article';
import type { RawModuleView } from '../schemas/module';

/** Only web addresses leave the site; anything else (javascript:, relative junk) leads nowhere. */
export function safeExternalUrl(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : '';
}

/** Type 2 groups open columns; an item with a column opens it, otherwise its url (docs/product.md, docs/platform-api.md). */
export function mapModuleItem(raw: RawModuleItem): ModuleItem {
  const base = { id: raw.id, name: raw.cmiName, duty: raw.duty, description: raw.description, icon: raw.icon };
  if (raw.columnID > 0) return { ...base, href: `/columnDetail/${raw.columnID}.html`, external: false };
  const url = safeExternalUrl(raw.url);
  return { ...base, href: url, external: url !== '' };
}

export function mapModuleGroup(raw: RawModule | RawModuleView): ModuleGroup {
  return {
    id: raw.id,
    title: raw.title,
    kind: raw.type === 2 ? 'columns' : 'service',
    hasMore: 'hasMore' in raw ? raw.hasMore : false,
    items: raw.list.map(mapModuleItem).filter((item) => item.name !== ''),
  };
}
