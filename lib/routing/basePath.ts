// Relative, not '@/': next.config.ts imports this module, and its loader does not map the alias for JSON.
import siteFacts from '../siteFacts.json';

// Base path of every route: /{BUILD_TYPE}/{TEMPLATE_PREFIX} (docs/product.md §2), fixed at build
// time; the defaults are in lib/siteFacts.json, which the front server reads too.
const buildType = process.env.BUILD_TYPE ?? siteFacts.basePathDefaults.buildType;
const templatePrefix = process.env.TEMPLATE_PREFIX ?? siteFacts.basePathDefaults.templatePrefix;

export const BASE_PATH = `/${buildType}/${templatePrefix}`;

/** An in-app href with the `.html` suffix the platform's share links use. */
export function routeHref(path: string): string {
  return path.endsWith('.html') ? path : `${path}.html`;
}
