import { cutText } from '@/lib/format/cut';
import { decodeHtmlText } from '@/lib/content/htmlText';

/** docs/product.md §9: share descriptions are cut to 100 characters. */
export const SHARE_DESCRIPTION_LIMIT = 100;

/** A description for tags and share cards: the first text given, cut to the share length. */
export function shareText(...candidates: string[]): string {
  return cutText(candidates.find((text) => text.trim() !== '')?.trim() ?? '', SHARE_DESCRIPTION_LIMIT);
}

/** The plain text of sanitised HTML, whitespace folded (for a description when there is no summary). */
export function plainText(html: string): string {
  return decodeHtmlText(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
