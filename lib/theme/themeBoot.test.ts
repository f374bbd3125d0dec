/**
 * @jest-environment jsdom
 */
import { applyPageTheme, THEME_BOOT, THEME_KEY } from './themeBoot';

function page(theme: string, search = '') {
  document.documentElement.setAttribute('data-theme', theme);
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#121316">';
  window.history.replaceState(null, '', `/home.html${search}`);
  new Function(THEME_BOOT)();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    bars: [...document.querySelectorAll('meta[name="theme-color"]')].map(
      (m) => `${m.getAttribute('media') ?? ''}${m.getAttribute('content')}`,
    ),
  };
}

beforeEach(() => localStorage.clear());

test('nothing chosen: the page stays auto and the bar follows the phone', () => {
  expect(page('auto')).toEqual({
    theme: 'auto',
    bars: ['(prefers-color-scheme: light)#ffffff', '(prefers-color-scheme: dark)#121316'],
  });
});

test('a remembered choice applies where the page decides nothing, bar included', () => {
  localStorage.setItem(THEME_KEY, 'dark');
  expect(page('auto')).toEqual({ theme: 'dark', bars: ['#121316', '#121316'] });
});

test('a page that decides (grey mourning, the site config) keeps its theme', () => {
  localStorage.setItem(THEME_KEY, 'dark');
  expect(page('grey').theme).toBe('grey');
  expect(page('light').theme).toBe('light');
});

test('?theme=dark is remembered, so the next page without it is dark too', () => {
  page('dark', '?theme=dark');
  expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  expect(page('auto').theme).toBe('dark');
});

test('other values are neither remembered nor applied', () => {
  page('auto', '?theme=%3Cscript%3E');
  expect(localStorage.getItem(THEME_KEY)).toBeNull();
  localStorage.setItem(THEME_KEY, 'purple');
  expect(page('auto').theme).toBe('auto');
});

describe("the provider's app", () => {
  const realUa = navigator.userAgent;
  function withUa(ua: string): string | null {
    Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
    document.documentElement.removeAttribute('data-host-app');
    page('auto');
    Object.defineProperty(navigator, 'userAgent', { value: realUa, configurable: true });
    return document.documentElement.getAttribute('data-host-app');
  }

  it('marks the page, so the web chrome hides before it paints (the app has its own)', () => {
    expect(withUa('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 xyApp/6.2.6 xyUid/1024')).toBe('');
    expect(withUa('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 xyApp/6.2.6')).toBe('');
  });

  it('leaves every other browser unmarked, a lookalike token too', () => {
    expect(withUa('Mozilla/5.0 (iPhone) Mobile MicroMessenger/8.0.50')).toBeNull();
    expect(withUa('Mozilla/5.0 notxyApp/6.2.6')).toBeNull();
  });
});

describe('applyPageTheme, after a client-side navigation', () => {
  const root = () => document.documentElement;
  const next = (decided: 'light' | 'dark' | 'grey' | 'auto', search = '') => {
    applyPageTheme(decided, new URLSearchParams(search));
    return [root().getAttribute('data-theme'), root().getAttribute('data-server-theme')];
  };

  it("takes the next page's own decision, so a link with ?dark=true turns a light page dark, bar included", () => {
    page('auto');
    expect(next('dark', '?dark=true')).toEqual(['dark', 'dark']);
    expect([...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.getAttribute('content'))).toEqual([
      '#121316',
      '#121316',
    ]);
  });

  it("goes back to the reader's remembered choice where the next page decides nothing", () => {
    localStorage.setItem(THEME_KEY, 'dark');
    page('grey');
    expect(next('auto')).toEqual(['dark', 'auto']);
    localStorage.clear();
    expect(next('auto')).toEqual(['auto', 'auto']);
  });

  it('remembers ?theme= as THEME_BOOT does, and keeps mourning grey', () => {
    page('auto');
    next('light', '?theme=light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(next('grey')).toEqual(['grey', 'grey']);
  });
});
