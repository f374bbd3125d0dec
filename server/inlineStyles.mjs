// The route's stylesheets written into the page itself (docs/decisions/0107): on a slow network each
// `<link rel="stylesheet">` costs a round trip after the head is read, and the screen stays blank
// until it has come (docs/performance.md, "First paint on a slow network"). Each link to one of the
// build's own CSS files becomes a `<style>` with the file's CSS, once, and the link stays, disabled:
// React looks for `link[rel="stylesheet"][href="…"]` to know a stylesheet is already in the page
// (else it inserts one after hydration and the CSS is downloaded again), and a browser fetches no
// disabled stylesheet. The flight data, which names the files, is left alone. The answer's Link
// header, where Next asks for the root layout's CSS early (rel=preload), loses those files: the
// page carries them already.
// Run once per render, before the page is hashed, gzipped and cached (server/front.mjs): never per hit.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A tag in the page, and its attributes as React writes them (name="value", double quotes). */
const LINK_TAG = /<link\b[^>]*>/g;
const ATTRIBUTE = /([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g;
/** What a file name under the static prefix may hold: no query, no escapes, no `..` (checked apart). */
const FILE_NAME = /^[\w./~-]+\.css$/;
/** A `url(…)` in CSS: its quote and its reference. */
const CSS_URL = /url\(\s*(['"]?)([^'")\s]+)\1\s*\)/g;
/** References a file's own place does not change: absolute paths, other schemes, data, fragments. */
const NOT_RELATIVE = /^(?:\/|#|[a-z][a-z\d+.-]*:)/i;
/** A source map comment names a file relative to the CSS file: it means nothing inside the page. */
const SOURCE_MAP = /\/\*# sourceMappingURL=[^*]*\*\//g;

/**
 * @param {{ dir: string, basePath: string, read?: (file: string) => string }} options dir: the build's
 *   `static` folder; read: how a file is read (tests count the reads)
 * @returns {(body: Buffer, link?: string) => { body: Buffer, link?: string }} the page with its stylesheets
 *   inline (the same Buffer when it has none) and its Link header without the preloads of those
 */
export function createStyleInliner({ dir, basePath, read = (file) => readFileSync(file, 'utf8') }) {
  const root = path.resolve(dir);
  const prefix = `${basePath}/_next/static/`;
  /** @type {Map<string, string | null>} each href's CSS, read on first use; null: left as a link */
  const styles = new Map();

  /** @param {string} href @returns {string | null} */
  function styleOf(href) {
    if (styles.has(href)) return styles.get(href) ?? null;
    const css = load(href);
    styles.set(href, css);
    return css;
  }

  /** @param {string} href */
  function load(href) {
    if (!href.startsWith(prefix)) return null;
    const name = href.slice(prefix.length);
    if (!FILE_NAME.test(name) || name.split('/').some((part) => part === '..' || part === '.' || part === ''))
      return null;
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) return null;
    let css;
    try {
      css = read(file);
    } catch {
      return null;
    }
    // CSS that would end the `<style>` early, or that imports another file (whose own round trip
    // would remain), stays a link.
    if (/<\/style/i.test(css) || /@import/i.test(css)) return null;
    return css.replace(SOURCE_MAP, '').replace(CSS_URL, (whole, quote, reference) => {
      if (NOT_RELATIVE.test(reference)) return whole;
      const resolved = new URL(reference, `http://css.invalid${href}`);
      return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
    });
  }

  return function inlineStyles(body, link) {
    const html = body.toString('utf8');
    /** @type {Set<string>} */
    const inlined = new Set();
    const out = html.replace(LINK_TAG, (tag) => {
      /** @type {Record<string, string>} */
      const attributes = {};
      for (const [, name = '', value = ''] of tag.slice(5).matchAll(ATTRIBUTE)) attributes[name.toLowerCase()] = value;
      if (attributes.rel !== 'stylesheet' || attributes.href === undefined || 'disabled' in attributes) return tag;
      const css = styleOf(attributes.href);
      if (css === null) return tag;
      inlined.add(attributes.href);
      const precedence = attributes['data-precedence'];
      const order = precedence === undefined ? '' : ` data-precedence="${precedence}"`;
      // The link keeps its place after the CSS, so React's later stylesheets go after both.
      return `<style${order} data-inlined="${attributes.href}">${css}</style>${tag.replace(/\s*\/?>$/, ' disabled/>')}`;
    });
    if (inlined.size === 0) return { body, link };
    return { body: Buffer.from(out, 'utf8'), link: link === undefined ? link : withoutPreloads(link, inlined) };
  };
}

/**
 * A Link header without its style preloads of `hrefs` (undefined when nothing else is left).
 * @param {string} link @param {Set<string>} hrefs
 */
export function withoutPreloads(link, hrefs) {
  const kept = link.split(/,\s*(?=<)/).filter((item) => {
    const href = /^<([^>]*)>/.exec(item)?.[1];
    const preloadsStyle = /;\s*rel="?preload"?/i.test(item) && /;\s*as="?style"?/i.test(item);
    return !(href !== undefined && preloadsStyle && hrefs.has(href));
  });
  return kept.length === 0 ? undefined : kept.join(', ');
}
