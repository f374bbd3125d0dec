import type { ModuleGroup, ModuleItem } from '@/features/columns/module.types';
import type { RawModule, RawModuleItem } from '../articles/article.schema';
import type { RawModuleView } from './module.schema';
import { isKnownRoute } from '@/lib/routing/pathKinds';
import { columnDetailRoute } from '@/features/columns/paths';

/** Only web addresses leave the site; anything else (javascript:, relative junk) leads nowhere. */
export function safeExternalUrl(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\/[^\s]+$/i.test(trimmed) ? trimmed : '';
}

/** A page of this site (`/activityDetail/3001.html`): a known route, ids and words only, no host, no query. */
const SITE_PAGE = /^\/([A-Za-z]+)(\/[\w-]+)*\.html$/;
export function sitePagePath(url: string): string {
  const match = SITE_PAGE.exec(url.trim());
  return match && isKnownRoute(match[1] ?? '') ? url.trim() : '';
}

/** Type 2 groups open columns; an item with a column opens it, otherwise its url (docs/product.md, docs/platform-api.md). */
export function mapModuleItem(raw: RawModuleItem): ModuleItem {
  const base = { id: raw.id, name: raw.cmiName, duty: raw.duty, description: raw.description, icon: raw.icon };
  if (raw.columnID > 0) return { ...base, href: columnDetailRoute.href({ id: raw.columnID }), external: false };
  // Editors link the site's own pages (an activity, a vote) by their path.
  const page = sitePagePath(raw.url);
  if (page) return { ...base, href: page, external: false };
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
