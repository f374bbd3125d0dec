// Themes of SPEC section 1; `grey` is a filter over the light theme.
export const THEMES = ['light', 'dark', 'grey'] as const;
export type Theme = (typeof THEMES)[number];

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * SPEC section 2: grey=true gives grey; dark=true (or a dark site config) gives dark;
 * otherwise the `theme` query value; light by default.
 */
export function themeFromQuery(query: URLSearchParams, configDark = false): Theme {
  if (query.get('grey') === 'true') return 'grey';
  if (query.get('dark') === 'true' || configDark) return 'dark';
  const requested = query.get('theme');
  return isTheme(requested) ? requested : 'light';
}
