'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { pageTheme } from '@/lib/theme/theme';
import { applyPageTheme } from '@/lib/theme/themeBoot';

/**
 * docs/product.md §2: the theme is read from the query on every route change, not only on a full
 * load. The first page's theme is the server's and THEME_BOOT's; this island decides each later
 * page reached by a client-side navigation (a link with `?dark=true`, a detail page on a day of
 * mourning grey) with the same rule, lib/theme/theme.ts pageTheme.
 */
export function ThemeOnNavigation({ dark, detailPageGrey }: { dark: boolean; detailPageGrey: boolean }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const query = new URLSearchParams(search.toString());
    applyPageTheme(pageTheme(query, pathname, { dark, detailPageGrey }), query);
  }, [pathname, search, dark, detailPageGrey]);
  return null;
}
