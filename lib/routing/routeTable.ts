import type { RouteFacts } from './route';
import type { RouteTableData } from './routeTableData.mjs';
import * as accounts from '@/features/accounts/paths';
import * as activities from '@/features/activities/paths';
import * as articles from '@/features/articles/paths';
import * as circles from '@/features/circles/paths';
import * as columns from '@/features/columns/paths';
import * as comments from '@/features/comments/paths';
import * as figures from '@/features/figures/paths';
import * as leaders from '@/features/leaders/paths';
import * as legal from '@/features/legal/paths';
import * as live from '@/features/live/paths';
import * as member from '@/features/member/paths';
import * as mySpace from '@/features/mySpace/paths';
import * as pages from '@/features/pages/paths';
import * as paper from '@/features/paper/paths';
import * as qa from '@/features/qa/paths';
import * as search from '@/features/search/paths';
import * as shortVideo from '@/features/shortVideo/paths';
import * as site from '@/features/site/paths';
import * as tipoffs from '@/features/tipoffs/paths';

/**
 * Every route of the site (docs/decisions/0039): the route facts each slice declares in its
 * `features/<slice>/paths.ts`. It replaces the route name list, the public pages and cache tags,
 * and the page query keys that were kept apart. The front server reads the same table as data:
 * lib/routing/routeTable.json, written from this file by scripts/route-table.mjs and checked
 * against it by lib/routing/routeTable.test.ts.
 */
const SLICES = [
  columns,
  articles,
  live,
  activities,
  comments,
  member,
  mySpace,
  site,
  accounts,
  qa,
  figures,
  leaders,
  shortVideo,
  pages,
  tipoffs,
  circles,
  paper,
  search,
  legal,
];

function isRouteFacts(value: unknown): value is RouteFacts {
  return typeof value === 'object' && value !== null && 'name' in value && 'segments' in value && 'href' in value;
}

/** Sorted by name: a module's exports come in an order that depends on how it was compiled. */
export const ROUTES: readonly RouteFacts[] = SLICES.flatMap((slice) => Object.values(slice).filter(isRouteFacts)).sort(
  (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
);

/** The route names: the first path segment of every page (before `.html`); anything else is unknown. */
export const ROUTE_NAMES: readonly string[] = ROUTES.map((facts) => facts.name);

/**
 * The query keys every page's render may read (the theme, language and share variants): the page
 * cache keys on exactly these and each route's own, and ignores the rest (share tracking, say).
 */
export const GLOBAL_QUERY_KEYS = ['title', 'theme', 'grey', 'dark', 'lang', 'poster', 'preview', 'view'] as const;

const byName: ReadonlyMap<string, RouteFacts> = new Map(ROUTES.map((facts) => [facts.name, facts]));

/** A route's facts by its name, or undefined for a name that is not a route. */
export function routeNamed(name: string): RouteFacts | undefined {
  return byName.get(name);
}

/** The table as the front server reads it (lib/routing/routeTable.json; its type is shared with server/pageRoutes.mjs). */
export function routeTableData(): RouteTableData {
  return {
    $comment:
      "Generated from lib/routing/routeTable.ts by `node scripts/route-table.mjs`; do not edit (docs/decisions/0039). Per route: public (a shared cache may keep it, docs/decisions/0009), its path segments, the cache tag kind of each segment ('-': none) and the query keys its render may read beside globalQuery.",
    globalQuery: GLOBAL_QUERY_KEYS,
    routes: Object.fromEntries(
      ROUTES.map((facts) => [
        facts.name,
        { public: facts.public, segments: facts.segments.names, tags: facts.tags, query: facts.query },
      ]),
    ),
  };
}

/** The JSON file's exact text. */
export function routeTableJson(): string {
  return `${JSON.stringify(routeTableData(), null, 2)}\n`;
}
