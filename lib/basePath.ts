// Base path of every route: /{BUILD_TYPE}/{TEMPLATE_PREFIX} (SPEC section 2), fixed at build time.
const buildType = process.env.BUILD_TYPE ?? 'wap';
const templatePrefix = process.env.TEMPLATE_PREFIX ?? 'touch';

export const BASE_PATH = `/${buildType}/${templatePrefix}`;

/** An in-app href with the `.html` suffix the platform's share links use. */
export function routeHref(path: string): string {
  return path.endsWith('.html') ? path : `${path}.html`;
}
