/**
 * A comment's text in pieces to render: plain text, and links only to allow-listed hosts
 * (docs/product.md §3, comments: readers' text is untrusted; links are not clickable unless
 * allowed). Nothing here builds HTML: components render every piece as text, so React escapes
 * it exactly once.
 */
export type CommentTextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Hosts a comment may link to (and their subdomains): government sites and the site itself (added by the caller). */
export const LINK_ALLOWED_HOSTS: readonly string[] = ['gov.cn', 'xinhuanet.com', 'people.com.cn'];

// http(s) URLs up to whitespace or a CJK punctuation mark readers put right after them.
const URL_PATTERN = /https?:\/\/[^\s<>"'，。！？、；：（）【】《》「」]+/g;
// Punctuation a sentence puts after a link, not part of it.
const TRAILING = /[.,;:!?)\]]+$/;

function allowedHref(raw: string, ownHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  const allowed = [...LINK_ALLOWED_HOSTS, ...ownHosts].some((entry) => host === entry || host.endsWith(`.${entry}`));
  return allowed ? url.href : null;
}

/** Splits a comment into text and allowed links; `ownHosts` are the site's own hosts. */
export function commentTextPieces(text: string, ownHosts: readonly string[] = []): CommentTextPiece[] {
  const pieces: CommentTextPiece[] = [];
  let rest = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += value;
    else pieces.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING, '');
    pushText(text.slice(rest, start));
    const href = allowedHref(raw, ownHosts);
    if (href) pieces.push({ kind: 'link', text: raw, href });
    else pushText(raw);
    rest = start + raw.length;
  }
  pushText(text.slice(rest));
  return pieces;
}
