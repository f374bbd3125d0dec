import { routeNamed } from '@/lib/routing/routeTable';

/**
 * Generated preview cards (docs/decisions/0055): a 1200×630 picture drawn from a page's title and
 * avatar, for the share previews of pages with no large picture of their own. A card is named by
 * what it shows, never by text: an account, a reporter or a figure by its id, any other public page
 * by its route's name. So nobody can make the site draw words of their choosing, and the cards
 * that exist are as many as the site's accounts, people and routes.
 */
export type CardRef = { kind: 'xy' | 'reporter' | 'figure'; id: number } | { kind: 'page'; route: string };

/** Open Graph's recommended size (1.91:1), which weixin, QQ and the big card previews all take. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Where the cards are served (in-app paths; app/previewCard/[kind]/[file]/route.ts). */
const CARD_ROOT = '/previewCard';

/** The in-app path of a card: `/previewCard/xy/12.jpg`, `/previewCard/page/search.jpg`. */
export function previewCardPath(ref: CardRef): string {
  return `${CARD_ROOT}/${ref.kind}/${ref.kind === 'page' ? ref.route : ref.id}.jpg`;
}

/** The card a page without one of its own gets: its route's (the first segment of its in-app path). */
export function pageCardOf(path: string): CardRef {
  const route =
    path
      .split('/')[1]
      ?.replace(/\.html.*$/, '')
      .replace(/[?#].*$/, '') ?? '';
  return { kind: 'page', route: route === 'index' || route === '' ? 'home' : route };
}

/**
 * The card a request names, or null for anything else (a 404): a kind of ours, a positive id of
 * at most twelve digits, or the name of a public route of lib/routing/routeTable.ts.
 */
export function parseCard(kind: string, file: string): CardRef | null {
  const match = /^([A-Za-z]{1,40}|[1-9]\d{0,11})\.jpg$/.exec(file);
  if (!match) return null;
  const name = match[1]!;
  if (kind === 'page') return routeNamed(name)?.public === true ? { kind, route: name } : null;
  if ((kind === 'xy' || kind === 'reporter' || kind === 'figure') && /^\d+$/.test(name))
    return { kind, id: Number(name) };
  return null;
}
