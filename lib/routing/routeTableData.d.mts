// The route table as the front server reads it (lib/routing/routeTable.json): written by
// lib/routing/routeTable.ts (routeTableData), read by server/pageRoutes.mjs. One declaration for
// both sides, so a field renamed on one is a type error on the other (docs/decisions/0076).

export interface RouteFactsData {
  /** A shared cache may keep the page (docs/decisions/0009). */
  public: boolean;
  segments: readonly string[];
  /** The cache tag kind of each segment ('-': none). */
  tags: readonly string[];
  /** The query keys its render may read beside globalQuery. */
  query: readonly string[];
}

export interface RouteTableData {
  $comment: string;
  globalQuery: readonly string[];
  routes: Record<string, RouteFactsData>;
}
