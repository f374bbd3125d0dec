'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Where focus goes so that it is never lost: to the results' heading when the reader searches,
 * and after "load more" to the first new result.
 */
export function useResultsFocus(shownCount: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusItemRef = useRef<number | null>(null);
  const [headingRequests, setHeadingRequests] = useState(0);

  useEffect(() => {
    if (headingRequests > 0) headingRef.current?.focus();
  }, [headingRequests]);

  useEffect(() => {
    const index = focusItemRef.current;
    if (index === null || shownCount <= index) return;
    focusItemRef.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a')[index]?.focus();
  }, [shownCount]);

  /** Focus the heading once the results are rendered. */
  const focusHeading = useCallback(() => setHeadingRequests((n) => n + 1), []);
  /** Focus the result at `index` once there are that many. */
  const focusItemWhenShown = useCallback((index: number) => {
    focusItemRef.current = index;
  }, []);

  return { headingRef, listRef, focusHeading, focusItemWhenShown };
}
