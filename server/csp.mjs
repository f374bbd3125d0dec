// The Content-Security-Policy of a cached page (docs/decisions/0010).
//
// A per-request nonce cannot live in a page that a shared cache hands to thousands of readers,
// so cached pages allow their inline scripts by hash instead: the framework's own (React's
// streaming runtime, Next's flight data, icon hoisting and Turbopack's chunk list) and ours (marked /*touch:boot*/),
// recognised by how they begin. Any other inline script in the HTML, for example one that slipped
// through article content, gets no hash and does not run. External scripts load from 'self'.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fillDirectives } from '../lib/http/cspOrigins.mjs';

/** @type {import('../lib/http/cspOrigins.mjs').SharedDirectives & { scriptHosts: string[] }} */
const shared = JSON.parse(readFileSync(new URL('../lib/http/cspDirectives.json', import.meta.url), 'utf8'));
const { scriptHosts } = shared;

/**
 * The shared directives with {media} and {connect} filled in from the environment (as lib/http/cspHosts.ts).
 * @param {Readonly<Record<string, string | undefined>>} [env]
 */
export function directivesFor(env = process.env) {
  return fillDirectives(shared, env);
}
const directives = directivesFor();

/** How the inline scripts the framework and this project write begin. */
const TRUSTED_BEGINNINGS = [
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(',
  '(self.__next_f=self.__next_f||[]).push(',
  'self.__next_f.push(',
  'self.__next_s',
  'requestAnimationFrame(function(){$RT=performance.now()',
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\')',
  '/*touch:boot*/',
];
/** React's streaming runtime: `$RC=function…`, `$RS(…)`, `$RB=[]`, … */
const REACT_RUNTIME = /^\$R[A-Z]\b/;

// An executable inline script: no src, and no type or a JavaScript type (JSON-LD is data).
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i;

/** @param {string} text */
export function isTrustedInlineScript(text) {
  return REACT_RUNTIME.test(text) || TRUSTED_BEGINNINGS.some((beginning) => text.startsWith(beginning));
}

/** The texts of the inline scripts a browser would run. @param {string} html */
export function inlineScripts(html) {
  /** @type {string[]} */
  const found = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || EXECUTABLE_TYPE.test(attributes)) continue;
    found.push(match[2] ?? '');
  }
  return found;
}

/** The policy for one cached page: its trusted inline scripts by hash, nothing inline else. @param {string} html */
export function hashedPolicy(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const text of inlineScripts(html)) {
    if (isTrustedInlineScript(text))
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  const scriptSrc = ["script-src 'self'", ...scriptHosts, ...hashes].join(' ');
  return [directives[0], scriptSrc, ...directives.slice(1)].join('; ');
}
