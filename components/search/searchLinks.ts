import type { MouseEvent } from 'react';
import { BASE_PATH } from '@/lib/basePath';
import type { SearchTclass } from '@/lib/search/classes';
import { searchPageQuery } from '@/lib/search/query';

/** The address of a search: tabs and hot words are links, so they work before JS and in new tabs. */
export function searchPageHref(keyword: string, tclass: SearchTclass): string {
  return `${BASE_PATH}/search.html${searchPageQuery(keyword, tclass)}`;
}

/** A click the page may take over; with a modifier key the browser opens the link as asked. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
