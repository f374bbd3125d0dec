/**
 * @jest-environment jsdom
 */
import { THEME_BOOT, THEME_KEY } from './themeBoot';

function page(theme: string, search = '') {
  document.documentElement.setAttribute('data-theme', theme);
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#121316">';
  window.history.replaceState(null, '', `/home.html${search}`);
  new Function(THEME_BOOT)();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    bars: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => `${m.getAttribute('media') ?? ''}${m.getAttribute('content')}`),
  };
}

beforeEach(() => localStorage.clear());

test('nothing chosen: the page stays auto and the bar follows the phone', () => {
  expect(page('auto')).toEqual({ theme: 'auto', bars: ['(prefers-color-scheme: light)#ffffff', '(prefers-color-scheme: dark)#121316'] });
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
