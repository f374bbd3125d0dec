'use client';

import { useEffect, useRef } from 'react';

/**
 * Scrolls each tab row so that its current tab is in view: a column far along the row (专题,
 * English, ...) would otherwise be marked active off screen. Renders an empty marker beside the rows.
 */
export function ActiveTabIntoView() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const nav = marker.current?.parentElement;
    nav?.querySelectorAll<HTMLElement>('ul').forEach((row) => {
      const current = row.querySelector<HTMLElement>('[aria-current]');
      if (!current) return;
      const rowBox = row.getBoundingClientRect();
      const box = current.getBoundingClientRect();
      if (box.left < rowBox.left || box.right > rowBox.right)
        row.scrollLeft += box.left - rowBox.left - (rowBox.width - box.width) / 2;
    });
  }, []);
  return <span ref={marker} hidden />;
}
