import { headers } from 'next/headers';
import { PATH_HEADER } from './requestHeaders';

/** Longest title taken from a URL: it is user input, so it is bounded as well as escaped by React. */
const MAX_QUERY_TITLE = 100;

/**
 * SPEC section 2: the page title comes from the decoded `title` query parameter, else the
 * route's title. URLSearchParams decodes it; React escapes it when it renders `<title>`.
 */
export async function queryTitle(): Promise<string | null> {
  const path = (await headers()).get(PATH_HEADER) ?? '';
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1) : '';
  let title: string | null = null;
  try {
    title = new URLSearchParams(query).get('title');
  } catch {
    return null;
  }
  const trimmed = title?.trim().slice(0, MAX_QUERY_TITLE);
  return trimmed ? trimmed : null;
}
