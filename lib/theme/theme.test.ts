import { themeFromQuery } from './theme';

const q = (s: string) => new URLSearchParams(s);

describe('themeFromQuery (SPEC section 2)', () => {
  it('grey=true wins over everything', () => expect(themeFromQuery(q('grey=true&dark=true&theme=dark'), true)).toBe('grey'));
  it('dark=true gives dark', () => expect(themeFromQuery(q('dark=true'))).toBe('dark'));
  it('a dark site config gives dark', () => expect(themeFromQuery(q(''), true)).toBe('dark'));
  it('else the theme value', () => expect(themeFromQuery(q('theme=grey'))).toBe('grey'));
  it('unknown values fall back to light', () => expect(themeFromQuery(q('theme=<script>'))).toBe('light'));
  it('grey=false is not grey', () => expect(themeFromQuery(q('grey=false'))).toBe('light'));
});
