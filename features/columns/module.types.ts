// Module groups: rows of service links or column entries that some columns carry (home, service).

/** 1 service links (each item opens its url), 2 column entries (an item opens its column). */
export type ModuleGroupKind = 'service' | 'columns';

export interface ModuleItem {
  id: number;
  name: string;
  /** The office behind a service link ('' for column entries). */
  duty: string;
  description: string;
  /** In-app path (a column) or an external URL. '' when the item leads nowhere. */
  href: string;
  external: boolean;
  icon: string;
}

export interface ModuleGroup {
  id: number;
  title: string;
  kind: ModuleGroupKind;
  /** The group has more items than the list shows (open moduleView / moreModules). */
  hasMore: boolean;
  items: ModuleItem[];
}
