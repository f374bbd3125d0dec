import type { Metadata } from 'next';
import { queryTitle } from './queryTitle';

/**
 * Metadata of a reader's own page (login, member info, invite codes, points): the `title` query
 * (SPEC section 2) or the page's own title, and never indexed: what it shows is one reader's.
 */
export async function privatePageMetadata(ownTitle: string): Promise<Metadata> {
  return { title: (await queryTitle()) ?? ownTitle, robots: { index: false, follow: false } };
}
