// Is the production build in .next the one this start needs? The base path
// /{BUILD_TYPE}/{TEMPLATE_PREFIX} is fixed at build time (docs/product.md §2): a build made with other
// values answers 404 at every address this start would serve, so it counts as no build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} dir the project (holds .next)
 * @param {string} basePath what this start serves, e.g. /wap/touch
 * @returns {null | string} null when the build fits; else what is wrong, in words
 */
export function buildProblem(dir, basePath) {
  const next = path.join(dir, '.next');
  if (!existsSync(path.join(next, 'BUILD_ID'))) return 'there is no production build yet';
  let built;
  try {
    built = JSON.parse(readFileSync(path.join(next, 'routes-manifest.json'), 'utf8')).basePath;
  } catch {
    return 'the build in .next is incomplete (no routes-manifest.json)';
  }
  if (built !== basePath) {
    return `the build in .next serves ${built || '/'} but BUILD_TYPE and TEMPLATE_PREFIX ask for ${basePath}`;
  }
  return null;
}

/** The command that makes the build this start needs, as an operator types it. */
export function buildCommand(env = process.env) {
  const settings = ['BUILD_TYPE', 'TEMPLATE_PREFIX'].filter((name) => env[name]).map((name) => `${name}=${env[name]}`);
  return [...settings, 'npm run build'].join(' ');
}
