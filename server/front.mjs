// The front server's request handler (docs/decisions/0009): public pages from the page cache,
// everything else straight to Next.
//
// A public page is rendered by Next through a loopback request that carries nothing of the
// reader: no cookies but the remembered language, no user agent, only the query parameters a
// render may read (lib/routing/routeTable.json), and a header (stripped from every request
// passed on, so readers cannot send it) that tells proxy.ts to
// render it for everyone (no nonce, no Set-Cookie). Its CSP allows the framework's inline
// scripts by hash (csp.mjs). A hit never reaches Next.
import http from 'node:http';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { hashedPolicy } from './csp.mjs';
import { isCanonical, rawBody, rawLength } from './pageCache.mjs';
import { fairnessKey } from './admission.mjs';
import { BodyError, hasBody, readBody } from './requestBody.mjs';
import {
  askedLanguage,
  INCOMPLETE_PAGE_ATTRIBUTE,
  isPublicPage,
  languageCookieFor,
  languageOf,
  localeOf,
  LOCALE_COOKIE,
  needsPersonalTreatment,
  pageKey,
  pageQuery,
  pageRoute,
  pageTags,
} from './pageRoutes.mjs';

export const FILL_HEADER = 'x-touch-fill';
/**
 * Set with FILL_HEADER on a render the front server asks for after the page itself failed:
 * proxy.ts then rewrites to the 503 page (as it does when the health probe says down), so the
 * reader gets the site's chrome, a message and a retry instead of a bare 500 (docs/decisions/0024).
 */
export const FAILED_HEADER = 'x-touch-render-failed';
/**
 * Set with FILL_HEADER on the one render of the 'busy' page per language (server/admission.mjs):
 * proxy.ts rewrites it to the 503 page worded for an overloaded server, not a platform outage.
 */
export const BUSY_HEADER = 'x-touch-busy';
/**
 * Set with FILL_HEADER on the second render of an address whose page said notFound(): Next 16
 * answers that with an error document whose body is empty until the scripts run, so proxy.ts
 * rewrites this render to the rendered 404 page of the address (app/missing), status 404, and the
 * message is in the HTML itself (docs/decisions/0086).
 */
export const NOT_FOUND_HEADER = 'x-touch-not-found';
/** How Next's error document begins: a 404 with it has nothing in its body for a reader without scripts. */
const EMPTY_ERROR_DOCUMENT = Buffer.from('<html id="__next_error__"');
/** How long a reader turned away as busy is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
/** The page the busy page is rendered from (any page of ours: only its language and chrome are used). */
const BUSY_SOURCE_PATH = '/home.html';
/**
 * The page an address outside the base path is answered with: home takes no segment, so this is
 * the site's 404 page (docs/product.md §2, Addresses: more segments than a route has is a 404).
 */
const NOT_FOUND_SOURCE_PATH = '/home/404.html';
/** Methods any of our addresses answers; anything else (TRACE, PUT, …) is a 405 (docs/decisions/0024). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
/** Statuses a shared cache may keep: pages, missing pages and redirects. Never errors. */
const CACHEABLE = new Set([200, 301, 307, 308, 404]);
/**
 * How a page says it rendered without one of its parts (a column whose list call failed, docs/decisions/0063):
 * the attribute as React writes it. Content cannot forge it: text and attribute values have their
 * quotes escaped, article HTML loses every data- attribute, the flight data and JSON-LD escape
 * theirs with a backslash.
 */
const INCOMPLETE_MARK = Buffer.from(` ${INCOMPLETE_PAGE_ATTRIBUTE}="`);
/** How long a crawler or a reader is asked to wait before asking again for a page that rendered incomplete. */
const INCOMPLETE_RETRY_AFTER_SECONDS = '10';
/** Answer headers that belong to the page; everything else of the render is dropped. */
const KEPT_HEADERS = [
  'content-type',
  'location',
  'link',
  'retry-after',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** @typedef {import('./pageCache.mjs').PageEntry} PageEntry */
/** @typedef {http.IncomingMessage} Request */
/** @typedef {http.ServerResponse} Response */

/**
 * @typedef {object} FrontOptions
 * @property {(req: Request, res: Response) => unknown} handle passes a request on to Next
 * @property {() => number} internalPort where Next listens, for the renders
 * @property {ReturnType<typeof import('./pageCache.mjs').createPageCache>} cache
 * @property {number} freshMs
 * @property {number} staleMs
 * @property {boolean} enabled
 * @property {() => number} [now]
 * @property {{ get(key: string): Promise<PageEntry | undefined>, set(entry: PageEntry): void }} [shared]
 *   the pages other instances rendered (sharedStore.mjs)
 * @property {ReturnType<typeof import('./admission.mjs').createAdmission>} [admission]
 * @property {string} [basePath]
 * @property {import('./requestBody.mjs').BodyLimits} [body] limits of a request body, read in full
 *   before the request takes a slot (requestBody.mjs)
 * @property {(body: Buffer, link?: string) => { body: Buffer, link?: string }} [inlineStyles] writes a
 *   rendered page's stylesheets into it and drops their preloads from its Link header (inlineStyles.mjs),
 *   once per render, before the page is hashed, gzipped and kept
 */

/** @param {FrontOptions} options */
export function createFront(options) {
  const now = options.now ?? Date.now;
  // Read once: a hit reads nothing from process.env (each read is a call into the runtime).
  const cookieSecure = process.env.COOKIE_SECURE === '1';
  const publicLifetimes = `public, max-age=0, s-maxage=${Math.round(options.freshMs / 1000)}, stale-while-revalidate=${Math.round(options.staleMs / 1000)}, stale-if-error=86400`;
  /** The header that asks the proxy for each page other than the address's own. */
  const RENDER_AS_HEADER = { unavailable: FAILED_HEADER, busy: BUSY_HEADER, missing: NOT_FOUND_HEADER };
  /** @type {Map<string, Promise<PageEntry>>} one render per key at a time */
  const inFlight = new Map();

  /** @type {Map<string, PageEntry>} the busy page of each language, rendered once and kept */
  const busyPages = new Map();
  const basePath = options.basePath ?? '';

  /**
   * @param {string} pathWithQuery @param {string} locale @param {string} host @param {string} key
   * @param {string[]} tags @param {'page' | 'unavailable' | 'busy' | 'missing'} [as] which page the
   *   render makes: the address's own, or (by the header the proxy reads) its 503, busy or 404 page
   * @returns {Promise<PageEntry>}
   */
  function render(pathWithQuery, locale, host, key, tags, as = 'page') {
    // With the cache off every request renders, as before the page cache (the bench's baseline).
    const shared = options.enabled || as === 'busy';
    const running = shared ? inFlight.get(key) : undefined;
    if (running) return running;
    /** @type {Promise<PageEntry>} */
    const promise = new Promise((resolve, reject) => {
      /** @type {Record<string, string>} */
      const headers = { host, [FILL_HEADER]: '1', 'accept-encoding': 'identity' };
      if (as !== 'page') headers[RENDER_AS_HEADER[as]] = '1';
      if (locale) headers.cookie = `${LOCALE_COOKIE}=${locale}`;
      const request = http.get(
        { host: '127.0.0.1', port: options.internalPort(), path: pathWithQuery, headers, timeout: 30_000 },
        (response) => {
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => resolve(toEntry(key, tags, response, Buffer.concat(chunks))));
        },
      );
      request.on('timeout', () => request.destroy(new Error('render timed out')));
      request.on('error', reject);
    }).finally(() => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
    });
    if (shared) inFlight.set(key, promise);
    return promise;
  }

  /**
   * A page as the reader gets it: a 404 whose body Next left empty is rendered again as the
   * address's 404 page, under the same key, so the page cache keeps the page with its message.
   * @param {string} pathWithQuery @param {string} locale @param {string} host @param {string} key
   * @param {string[]} tags @returns {Promise<PageEntry>}
   */
  async function renderPage(pathWithQuery, locale, host, key, tags) {
    const page = await render(pathWithQuery, locale, host, key, tags);
    if (!isEmptyNotFound(page)) return page;
    const missing = await render(pathWithQuery, locale, host, key, tags, 'missing');
    // Anything but the 404 page (the platform went down between the two renders) is answered as it came.
    return missing.status === 404 ? missing : page;
  }

  /**
   * The rendered 'busy' page of a language (503, Retry-After): rendered once, outside the limit,
   * then kept, so turning readers away costs no render. Its retry link is the address itself.
   */
  async function busyPage(/** @type {string} */ locale, /** @type {string} */ host) {
    const kept = busyPages.get(locale);
    if (kept) return kept;
    const page = await render(basePath + BUSY_SOURCE_PATH, locale, host, `#busy|${locale}`, [], 'busy');
    if (page.status !== 503) throw new Error(`the busy page answered ${page.status}`);
    busyPages.set(locale, page);
    return page;
  }

  /** Turned away before any work: the busy page for a page, the one error shape for our API. @param {Request} req @param {Response} res */
  async function busy(req, res) {
    res.setHeader('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    const url = req.url ?? '/';
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !url.includes('/api/') && req.headers.rsc === undefined;
    if (wantsPage) {
      try {
        return send(
          req,
          res,
          await busyPage(languageOf(url, req.headers.cookie), req.headers.host ?? 'localhost'),
          'BUSY',
        );
      } catch (error) {
        console.error('[front] the busy page could not be rendered', error);
      }
    }
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        error: {
          code: 'busy',
          message: 'too many requests at once, try again shortly',
          retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
        },
      }),
    );
  }

  /** Renders the busy pages of these languages ahead of the first overload. @param {readonly string[]} locales @param {string} host */
  function prepareBusyPages(locales, host) {
    return Promise.allSettled(locales.map((locale) => busyPage(locale, host)));
  }

  /**
   * Passed on to Next within the limit: a slot is held until the answer is sent or dropped. A
   * body is read in full first, with no slot (docs/decisions/0040): a slot is for work that is
   * ready, never for waiting on a slow client.
   * @param {Request} req @param {Response} res
   */
  async function pass(req, res) {
    if (!options.admission || isStaticAsset(req, basePath)) return options.handle(req, res);
    let request = req;
    if (options.body && hasBody(req)) {
      try {
        request = await readBody(req, options.body);
      } catch (error) {
        return bodyRefused(res, error);
      }
    }
    const release = await options.admission.admit(readerAddress(req));
    if (release === null) return busy(request, res);
    res.once('close', release);
    // The reader left while waiting in line: nothing to do for them.
    if (res.destroyed) return release();
    return options.handle(request, res);
  }

  /** A body too slow, too large or cut short: the one error shape, and the connection closed. @param {Response} res @param {unknown} error */
  function bodyRefused(res, error) {
    const known = error instanceof BodyError;
    if (!known) console.error('[front] reading a request body failed', error);
    if (res.headersSent || res.destroyed) return res.destroy();
    res.writeHead(known ? error.status : 400, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      connection: 'close',
    });
    res.end(
      JSON.stringify({
        error: { code: known ? error.code : 'badRequest', message: known ? error.message : 'bad request body' },
      }),
    );
  }

  /**
   * The page a render answered, kept when it may be.
   * @param {string} key @param {string[]} tags @param {http.IncomingMessage} response @param {Buffer} rendered
   * @returns {PageEntry}
   */
  function toEntry(key, tags, response, rendered) {
    /** @type {Record<string, string>} */
    const headers = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const html = (headers['content-type'] ?? '').startsWith('text/html');
    let body = rendered;
    if (html && options.inlineStyles) {
      const inlined = options.inlineStyles(rendered, headers.link);
      body = inlined.body;
      if (inlined.link === undefined) delete headers.link;
      else headers.link = inlined.link;
    }
    if (html) headers['content-security-policy'] = hashedPolicy(body.toString('utf8'));
    headers.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    // An incomplete page is served as it is (the site's chrome, the empty marker and a retry) but as a
    // 503: never kept, never shared, and a crawler comes back rather than index the gap (0063).
    const incomplete = html && response.statusCode === 200 && body.includes(INCOMPLETE_MARK);
    if (incomplete) headers['retry-after'] = INCOMPLETE_RETRY_AFTER_SECONDS;
    const status = incomplete ? 503 : (response.statusCode ?? 502);
    // One form kept (docs/decisions/0110): gzipped, or as it is when too small to gzip.
    const gzip = body.length > 1024 ? gzipSync(body) : null;
    /** @type {PageEntry} */
    const entry = { key, status, headers, body: gzip ? null : body, gzip, tags, storedAt: now() };
    if (status === 404 && body.subarray(0, 512).includes(EMPTY_ERROR_DOCUMENT)) emptyNotFounds.add(entry);
    // A page that names another address as canonical (an article asked for under a column it is
    // not filed in) is a variant of that page (pageCache.mjs, docs/decisions/0080).
    // Read from the page as rendered: the CSS written into its head (inlineStyles) would push the
    // canonical link past the part canonicalPathOf reads.
    const family = html ? canonicalPathOf(rendered) : null;
    if (family !== null && family !== key.slice(0, key.search(/[?|]|$/))) entry.family = family;
    // Next's empty 404 document is never kept: renderPage asks for the 404 page in its place.
    if (options.enabled && CACHEABLE.has(status) && !isEmptyNotFound(entry)) {
      options.cache.set(entry);
      // Variants stay in this process (pageCache.mjs): invented ones must not fill the shared store.
      if (isCanonical(entry)) options.shared?.set(entry);
    }
    return entry;
  }

  /**
   * @param {Request} req @param {Response} res @param {PageEntry} entry
   * @param {string} state what the cache did (x-cache: HIT, MISS, STALE, …)
   * @param {string} [asked] the language the address's `?lang=` names ('' for none), when the
   *   caller has parsed the address already: a hit parses it once.
   */
  function send(
    req,
    res,
    entry,
    state,
    asked = askedLanguage(new URL(req.url ?? '/', 'http://front.invalid').searchParams),
  ) {
    const ageSeconds = Math.max(0, Math.floor((now() - entry.storedAt) / 1000));
    // `?lang=` is remembered by this answer itself, not by a script after load (0036). The
    // cookie is this reader's, never the cached page's: an answer that sets it is not shared.
    const rememberLanguage = languageCookieFor(asked, req.headers.cookie, isSecure(req, cookieSecure));
    const cacheable = CACHEABLE.has(entry.status) && rememberLanguage === null;
    // Which language this answer is in, and what chose it (docs/decisions/0040): a `?lang=` the
    // page knows fixes it in the address, so the answer is the same for everyone. Without one the
    // remembered cookie chooses, and the same address is another language for another reader:
    // such answers name the Cookie in Vary, and one whose language came from the cookie is
    // private (a shared cache that keys on neither would hand it to every reader).
    const languageInAddress = asked !== '';
    const languageFromCookie = !languageInAddress && localeOf(req.headers.cookie) !== '';
    res.statusCode = entry.status;
    for (const [name, value] of headerPairs(entry)) res.setHeader(name, value);
    if (rememberLanguage !== null) res.setHeader('set-cookie', rememberLanguage);
    res.setHeader(
      'cache-control',
      !(cacheable && options.enabled) ? 'no-store' : languageFromCookie ? 'private, max-age=0' : publicLifetimes,
    );
    if (options.enabled) res.setHeader('age', String(ageSeconds));
    res.setHeader('x-cache', state);
    res.setHeader('vary', languageInAddress ? 'Accept-Encoding' : 'Accept-Encoding, Cookie');
    if (req.headers['if-none-match'] === entry.headers.etag && entry.status === 200) {
      res.statusCode = 304;
      return res.end();
    }
    if (entry.gzip !== null && acceptsGzip(req.headers['accept-encoding'])) {
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-length', String(entry.gzip.length));
      return res.end(req.method === 'HEAD' ? undefined : entry.gzip);
    }
    // A client without gzip: the page as rendered, inflated unless a HEAD (its length is in the gzip trailer).
    res.setHeader('content-length', String(rawLength(entry)));
    res.end(req.method === 'HEAD' ? undefined : inflated(entry));
  }

  /** The last page inflated for a client without gzip: one page at most, so a run of such requests inflates once. */
  let lastInflated = { entry: /** @type {PageEntry | null} */ (null), body: /** @type {Buffer} */ (Buffer.alloc(0)) };
  /** @param {PageEntry} entry */
  function inflated(entry) {
    if (entry.body) return entry.body;
    if (lastInflated.entry !== entry) lastInflated = { entry, body: rawBody(entry) };
    return lastInflated.body;
  }

  /**
   * The page failed to render (the platform answered garbage, an error, or too slowly): the 503
   * page for this address, rendered without calling the platform, with Retry-After. Not cached.
   * @param {Request} req @param {Response} res @param {URL} url @param {string} query @param {string} locale
   * @param {string} host @param {string} key @param {string} why
   */
  async function unavailable(req, res, url, query, locale, host, key, why) {
    console.error(`[front] ${key}: ${why}; answering the 503 page`);
    try {
      const page = await render(url.pathname + query, locale, host, `${key}#unavailable`, [], 'unavailable');
      if (page.status === 503) return send(req, res, page, 'ERROR');
    } catch (error) {
      console.error(`[front] the 503 page for ${key} failed too`, error);
    }
    return options.handle(req, res);
  }

  /** @type {WeakMap<object, [string, string][]>} an entry's own headers as pairs, listed once */
  const pairsOf = new WeakMap();
  /** @param {PageEntry} entry */
  function headerPairs(entry) {
    let pairs = pairsOf.get(entry);
    if (!pairs) {
      pairs = Object.entries(entry.headers);
      pairsOf.set(entry, pairs);
    }
    return pairs;
  }

  /** @param {Request} req @param {Response} res */
  async function front(req, res) {
    delete req.headers[FAILED_HEADER];
    delete req.headers[BUSY_HEADER];
    delete req.headers[NOT_FOUND_HEADER];
    if (!ALLOWED_METHODS.includes(req.method ?? '')) return methodNotAllowed(res);
    repairEncoding(req);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.rsc !== undefined) return pass(req, res);
    let url;
    try {
      url = new URL(req.url ?? '/', 'http://front.invalid');
    } catch {
      return pass(req, res);
    }
    // An address outside the base path (`/foo`) is a 404 page like any other wrong address, with the
    // site's styles and scripts: rendered from an address of ours that is always a 404 (Next's own
    // answer there carried the strict non-page policy, so the page came without its CSS and JS).
    if (
      basePath !== '' &&
      url.pathname !== '/' &&
      url.pathname !== basePath &&
      !url.pathname.startsWith(`${basePath}/`)
    ) {
      url = new URL(basePath + NOT_FOUND_SOURCE_PATH + url.search, 'http://front.invalid');
      req.url = url.pathname + url.search;
    }
    const route = pageRoute(url.pathname);
    if (route === null || !isPublicPage(route) || url.searchParams.has('_rsc') || needsPersonalTreatment(req.headers))
      return pass(req, res);

    const query = pageQuery(route, url.searchParams);
    // A `?lang=` of ours decides the language whatever the cookie says: one entry, not one per cookie.
    const asked = askedLanguage(url.searchParams);
    const locale = asked !== '' ? '' : localeOf(req.headers.cookie);
    const key = pageKey(url.pathname, query, locale);
    const host = req.headers.host ?? 'localhost';
    const fill = () => renderPage(url.pathname + query, locale, host, key, pageTags(route));
    // Who reads it: a page read from two addresses keeps its place through floods (pageCache.mjs).
    const reader = fairnessKey(readerAddress(req));

    let entry = options.enabled ? options.cache.get(key, reader) : undefined;
    if (!entry && options.enabled && options.shared) {
      entry = await options.shared.get(key).catch(() => undefined);
      if (entry) options.cache.set(entry);
    }
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < options.freshMs) return send(req, res, entry, 'HIT', asked);
    if (entry && age < options.freshMs + options.staleMs) {
      // Served as it is; the next reader gets the page this render makes. A busy server skips
      // the refresh rather than queue it: the page stays served until a slot is free.
      const slot = options.admission && !inFlight.has(key) ? options.admission.tryAdmit() : () => {};
      if (slot) {
        fill()
          .catch((error) => console.error(`[front] background render of ${key} failed`, error))
          .finally(slot);
      }
      return send(req, res, entry, 'STALE', asked);
    }
    // A render of this page already under way is joined at no cost; a new one takes a slot.
    let release = () => {};
    if (options.admission && !(options.enabled && inFlight.has(key))) {
      const slot = await options.admission.admit(readerAddress(req));
      // Too busy to render: the last good page if there is one, else the busy page.
      if (slot === null) return entry ? send(req, res, entry, 'STALE-BUSY') : busy(req, res);
      release = slot;
    }
    try {
      const fresh = await fill();
      // The platform is down (503) or the render failed: the last good page beats an error page.
      if (fresh.status >= 500 && entry) return send(req, res, entry, 'STALE-ERROR');
      // Nothing good to serve: the 503 page (a second render of the page itself would make the
      // reader wait for the failing call twice).
      if (fresh.status === 503) return send(req, res, fresh, 'ERROR');
      if (fresh.status >= 500)
        return unavailable(req, res, url, query, locale, host, key, `render answered ${fresh.status}`);
      if (options.enabled) options.cache.get(key, reader);
      return send(req, res, fresh, 'MISS');
    } catch (error) {
      if (entry) {
        console.error(`[front] render of ${key} failed`, error);
        return send(req, res, entry, 'STALE-ERROR');
      }
      return unavailable(
        req,
        res,
        url,
        query,
        locale,
        host,
        key,
        `render failed (${error instanceof Error ? error.message : error})`,
      );
    } finally {
      release();
    }
  }
  return Object.assign(front, { prepareBusyPages });
}

/**
 * Whether a render is Next's error document for a 404 (a page's own notFound()), whose body is
 * empty until the scripts run.
 * @param {PageEntry} page
 */
export function isEmptyNotFound(page) {
  return emptyNotFounds.has(page);
}
/** @type {WeakSet<PageEntry>} the renders toEntry found to be Next's empty 404 document (read before the page is gzipped) */
const emptyNotFounds = new WeakSet();

/** Where a page's head names its canonical address (Next writes the attributes in this order). */
const CANONICAL_LINK = /<link rel="canonical" href="([^"]*)"/;

/**
 * The path a rendered page names as canonical, or null when it names none.
 * @param {Buffer} body
 */
function canonicalPathOf(body) {
  const head = body.subarray(0, Math.min(body.length, 64 * 1024)).toString('utf8');
  const end = head.indexOf('</head>');
  const href = CANONICAL_LINK.exec(end === -1 ? head : head.slice(0, end))?.[1];
  if (href === undefined) return null;
  try {
    return new URL(href.replaceAll('&amp;', '&'), 'http://front.invalid').pathname;
  } catch {
    return null;
  }
}

/**
 * The reader's address as main.mjs settled it (server/forwarded.mjs: the socket's, or the one a
 * trusted proxy vouches for), for a fair share of the work slots (admission.mjs); '' (counted by
 * the totals only) where nothing settled it.
 * @param {http.IncomingMessage} req
 */
function readerAddress(req) {
  const forwarded = req.headers['x-forwarded-for'];
  return (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim() ?? '';
}

/**
 * Over https: main.mjs has settled X-Forwarded-Proto (a trusted proxy's, or the connection's own)
 * before anything reads it; COOKIE_SECURE=1 as in proxy.ts (read once by createFront).
 * @param {http.IncomingMessage} req @param {boolean} cookieSecure
 */
function isSecure(req, cookieSecure) {
  return req.headers['x-forwarded-proto'] === 'https' || cookieSecure;
}

/**
 * Whether `Accept-Encoding` allows gzip: named (or `*`) with a q-value above 0. `gzip;q=0` is a
 * refusal (RFC 9110 §12.5.3); an explicit `gzip` wins over `*`.
 * @param {string | string[] | undefined} header
 */
export function acceptsGzip(header) {
  let gzip;
  let star;
  for (const item of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    const value = Number.isFinite(weight) ? weight : 0;
    if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip ?? 0, value);
    else if (name === '*') star = value;
  }
  return (gzip ?? star ?? 0) > 0;
}

/** What a path under `/_next/static/` may not hold: a `.` or `..` segment, an encoded dot, slash or backslash. */
const NOT_A_FILE = /(?:^|\/)\.\.?(?:\/|$)|%2e|%2f|%5c|\\/i;

/**
 * Files of the build: they cost nothing to send, and the busy page itself needs its styles, so
 * they skip admission. Matched by the path exactly, for a GET or HEAD without a body: anything
 * else that names `/_next/static/` (in its query, after `..`, a POST) is read and admitted like
 * any request (docs/decisions/0080).
 * @param {http.IncomingMessage} req @param {string} basePath
 */
export function isStaticAsset(req, basePath) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || hasBody(req)) return false;
  const url = req.url ?? '';
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const prefix = `${basePath}/_next/static/`;
  return path.startsWith(prefix) && path.length > prefix.length && !NOT_A_FILE.test(path.slice(prefix.length));
}

/** @param {http.ServerResponse} res */
function methodNotAllowed(res) {
  res.writeHead(405, {
    allow: ALLOWED_METHODS.join(', '),
    'content-type': 'application/json',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ error: { code: 'methodNotAllowed', message: 'method not allowed' } }));
}

/**
 * A path whose percent-encoding does not decode (`%ff`, `%c0%ae`, a cut UTF-8 sequence) made Next
 * answer a bare 500. Its `%` are escaped instead, so the path reaches the routes as the literal
 * text it is: no route knows it, and the reader gets the 404 page (or, for an unknown first
 * segment, the home page), as for any other wrong address (docs/decisions/0024).
 * @param {http.IncomingMessage} req
 */
export function repairEncoding(req) {
  const raw = req.url ?? '/';
  const mark = raw.indexOf('?');
  const path = mark === -1 ? raw : raw.slice(0, mark);
  try {
    decodeURIComponent(path);
    return;
  } catch {
    req.url = path.replaceAll('%', '%25') + (mark === -1 ? '' : raw.slice(mark));
  }
}
