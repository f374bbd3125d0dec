/**
 * How many pages a list loads by itself as its end comes near; after them it waits for its button.
 * Without a stop the page's footer (the language, the theme, the licence notices) ran away from the
 * reader: bringing it into view brought the list's end within reach, and the next page pushed it
 * some 3,000 px down again, until the list had ended (docs/decisions/0072; the runs that found it:
 * docs/runs/2026-11-25-independent-tests-and-three-npm-test-runs.md, "Footer links").
 * In a module of its own: the article lists import it without the comment pager's swr/infinite
 * (tests/perf/firstLoad.test.ts).
 */
export const PAGES_LOADED_NEAR_END = 2;
