import type { Page } from '@playwright/test';
import { axeViolations } from './axe';

/** One document a page loaded, and whether axe has looked at it yet. */
interface Visit {
  url: string;
  checked: boolean;
}

/** The URL a check is remembered by: the fragment names a place on the page, not another page. */
const withoutFragment = (url: string) => url.split('#')[0] ?? url;

/**
 * The page states this worker process has already checked (see `stateOf`). Most of the suite's
 * visits are the same few pages in the same state (home, an article, a column, light and cn, no
 * session): axe on each again in every test proved nothing new and was most of an e2e test's time
 * (docs/decisions/0093). A state that differs in anything that changes the markup is checked anew.
 */
const checkedInThisWorker = new Set<string>();

/** A cookie whose value differs in every browser context without changing the page (a device id). */
const IRRELEVANT_COOKIES = new Set(['touch_device']);

/**
 * What makes one check of a page differ from another of the same address: the browser (user agent,
 * viewport, preferred colour scheme), the cookies sent (language, session — each sign-in its own,
 * so a signed-in page is checked in every test that signs in), and the attributes the document's
 * <html> carries once loaded (theme, language, reading font size and the host-app mark, which the
 * page applies from localStorage and the user agent).
 */
async function stateOf(page: Page, url: string): Promise<string> {
  const [cookies, inPage] = await Promise.all([
    page.context().cookies(url),
    page.evaluate(() => ({
      agent: navigator.userAgent,
      viewport: `${window.innerWidth}x${window.innerHeight}`,
      dark: window.matchMedia('(prefers-color-scheme: dark)').matches,
      html: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`).sort(),
    })),
  ]);
  const sent = cookies
    .filter((c) => !IRRELEVANT_COOKIES.has(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .sort();
  return JSON.stringify({ url, sent, ...inPage });
}

/**
 * axe on every page a test visits, once per distinct URL per test, and once per page state per
 * worker (`stateOf`: a later test that reaches the same state skips it). A visit is checked when the
 * test leaves it through the page (goto, reload, back, forward, close) and, for the pages still
 * open, when the test ends: the page is then in the state the test has just asserted, with its
 * client islands loaded, rather than half-hydrated right after the load event.
 *
 * A document left by an in-page navigation (a link click, a form, a script redirect) cannot be
 * checked any more once the next one has loaded: at the end of the test it is opened again in a
 * page of its own (same cookies) and checked there, so a page a test only passed through still
 * fails the test when it has violations.
 */
export class VisitChecks {
  private readonly visits = new Map<Page, Visit>();
  private readonly checkedUrls = new Set<string>();
  private readonly unchecked: string[] = [];

  constructor(
    private readonly origin: string,
    private readonly fail: (url: string, violations: string[]) => void,
    /** A new page in the test's context, for the documents left before they could be checked. */
    private readonly openPage: () => Promise<Page>,
  ) {}

  /** Follows a page's documents and checks each before the page leaves it. */
  watch(page: Page): void {
    if (this.visits.has(page)) return;
    page.on('domcontentloaded', () => {
      const left = this.visits.get(page);
      if (left && !left.checked && this.isOurs(left.url)) this.unchecked.push(left.url);
      this.visits.set(page, { url: page.url(), checked: false });
    });
    for (const method of ['goto', 'reload', 'goBack', 'goForward', 'close'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        await this.checkNow(page);
        return original(...args);
      };
    }
  }

  /** Checks the page's current document unless this URL was already checked in this test. */
  async checkNow(page: Page, { force = false } = {}): Promise<void> {
    const visit = this.visits.get(page);
    if (!visit || page.isClosed()) return;
    visit.checked = true;
    const url = withoutFragment(page.url());
    if (!this.isOurs(url) || (this.checkedUrls.has(url) && !force)) return;
    this.checkedUrls.add(url);
    let violations: string[];
    try {
      // A JSON answer or a picture opened as a page is not a page of the site.
      if ((await page.evaluate(() => document.contentType)) !== 'text/html') return;
      // A client navigation changes the URL before the new page's streamed metadata arrives: for
      // a moment the document has no <title>. Wait for it (a page that never gets one still fails).
      await page.waitForFunction(() => document.title !== '', null, { timeout: 5_000 }).catch(() => undefined);
      const state = await stateOf(page, url);
      // An explicit check (expectAccessible) is of a state the test has just brought about: always run.
      if (!force && checkedInThisWorker.has(state)) return;
      violations = await axeViolations(page);
      checkedInThisWorker.add(state);
    } catch (error) {
      // The page navigated away while axe ran (a click's navigation the test did not wait for).
      if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      this.checkedUrls.delete(url);
      this.unchecked.push(url);
      return;
    }
    if (violations.length) this.fail(url, violations);
  }

  /** At the end of a test: every page still open, then each document left before it was checked. */
  async finish(): Promise<void> {
    for (const page of this.visits.keys()) await this.checkNow(page);
    for (const url of new Set(this.unchecked)) {
      if (this.checkedUrls.has(url)) continue;
      const page = await this.openPage();
      try {
        const response = await page.goto(url);
        // Only what still answers as a page is checked again (a one-time address, such as an
        // authorization callback, answers a redirect to a page that is then checked instead).
        if (response && response.status() < 500) await this.checkNow(page);
      } finally {
        await page.close();
      }
    }
  }

  private isOurs(url: string): boolean {
    return url.startsWith(`${this.origin}/`);
  }
}

/** The checks of the test a page belongs to, for explicit checks of a state (a dialog open, say). */
export const visitChecksOf = new WeakMap<Page, VisitChecks>();
