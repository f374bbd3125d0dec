import type { MouseEvent } from 'react';
import { BASE_PATH } from '@/lib/routing/basePath';
import { searchPageQuery } from '@/features/search/query';
import type { SearchTerms } from '@/features/search/types';
import { searchRoute } from '@/features/search/paths';

/** The address of a search: tabs, orders and hot words are links, so they work before JS and in new tabs. */
export function searchPageHref(terms: SearchTerms): string {
  return `${BASE_PATH}${searchRoute.href()}${searchPageQuery(terms)}`;
}

/** A click the page may take over; with a modifier key the browser opens the link as asked. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
