// A cached page's stylesheets written into its HTML once (docs/decisions/0098).
//
// On a slow network each render-blocking `<link rel="stylesheet">` costs a round trip after the
// head is read: on Slow 3G text painted 2.5–3.5 s after the HTML had come. Next's own inlining
// (experimental.inlineCss) puts the CSS in the page three times (a <style> and twice in the
// flight data). Here the primary writes each stylesheet's text once, as a <style> just before its
// link, into the HTML it caches, and leaves the flight data alone. The link stays (React finds its
// stylesheet resources by `link[rel="stylesheet"][href]` and would otherwise insert and fetch them
// again) but with media="print": it no longer blocks the first paint, and a later client
// navigation to a route with the same stylesheet finds it in place. style-src allows inline styles
// (lib/http/cspDirectives.json), so no hash is needed; a hash would switch 'unsafe-inline' off.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A stylesheet link as Next writes it into the head (attributes in any order, self-closing or not). */
const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+\.css)"[^>]*>/g;
/** Relative urls in a stylesheet, which inline resolve against the page, not the stylesheet. */
const RELATIVE_URL = /url\(\s*(["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"')]+)\1\s*\)/gi;
const SOURCE_MAP_COMMENT = /\/\*#\s*sourceMappingURL=[^*]*\*\/\s*$/;

/**
 * @param {{ dir: string, basePath: string, maxBytes?: number }} options dir: the build's `static`
 *   folder; maxBytes: a page whose stylesheets together exceed it keeps its links as they are
 */
export function createStyleInliner({ dir, basePath, maxBytes = 160 * 1024 }) {
  const root = path.resolve(dir);
  const prefix = `${basePath}/_next/static/`;
  /** @type {Map<string, string | null>} stylesheet text by href; null: not inlinable */
  const texts = new Map();

  /** @param {string} href @returns {string | null} */
  function textOf(href) {
    const known = texts.get(href);
    if (known !== undefined) return known;
    let text = null;
    if (href.startsWith(prefix) && !href.includes('..') && !href.includes('?')) {
      const file = path.resolve(root, href.slice(prefix.length));
      try {
        if (file.startsWith(root + path.sep)) text = readFileSync(file, 'utf8');
      } catch {
        text = null;
      }
    }
    // A stylesheet that could close the <style> early is left as a link.
    if (text !== null && /<\/style/i.test(text)) text = null;
    if (text !== null) {
      const folder = path.posix.dirname(href);
      text = text
        .replace(SOURCE_MAP_COMMENT, '')
        .replace(RELATIVE_URL, (_, quote, url) => `url(${quote}${path.posix.join(folder, url)}${quote})`);
    }
    // Names are content-hashed: a name's text never changes within a build.
    texts.set(href, text);
    return text;
  }

  /**
   * The page with each stylesheet inline before its link, the link no longer render-blocking; the
   * page unchanged when one of its stylesheets cannot be read or they are too large together.
   * @param {string} html
   */
  function inline(html) {
    const links = [...html.matchAll(STYLESHEET_LINK)].filter((match) => !/\bmedia=/.test(match[0]));
    if (links.length === 0) return html;
    let total = 0;
    for (const [, href] of links) {
      const text = textOf(/** @type {string} */ (href));
      if (text === null) return html;
      total += text.length;
    }
    if (total > maxBytes) return html;
    let out = '';
    let from = 0;
    for (const match of links) {
      const [tag, href] = /** @type {[string, string]} */ (/** @type {unknown} */ (match));
      const at = /** @type {number} */ (match.index);
      out += html.slice(from, at);
      out += `<style data-inlined="${href}">${textOf(href)}</style>`;
      out += tag.replace(/^<link\b/, '<link media="print"');
      from = at + tag.length;
    }
    return out + html.slice(from);
  }

  return { inline };
}
