import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * docs/product.md §4 and §6: a route may carry a "requires auth" flag (lib/routing/route.ts), and
 * under xyAuth 1 the calls made for such a route are signed as every call is under xyAuth 2. The
 * flag is the route's, not each call's: definePage runs a flagged route's load inside
 * `withRouteAuth`, and the wire (lib/platform/authorized.ts) asks `routeRequiresAuth()` for every
 * call made while it runs, whichever slice's call it is. A call defined with `requiresAuth` (a
 * write a handler makes for such a route) is signed wherever it is made.
 */
const routeAuth = new AsyncLocalStorage<true>();

/** Runs `load` as the render of a route that requires auth, or as it is when the route does not. */
export function withRouteAuth<T>(requiresAuth: boolean, load: () => Promise<T>): Promise<T> {
  return requiresAuth ? routeAuth.run(true, load) : load();
}

/** Whether the call being made now is made for a route that requires auth. */
export function routeRequiresAuth(): boolean {
  return routeAuth.getStore() === true;
}
