'use client';

import { BackIcon } from './icons';

/** The slice of the Navigation API this needs (Chromium; Safari 26): not yet in TypeScript's DOM types everywhere. */
type WithNavigation = { navigation?: { canGoBack?: boolean } };

/**
 * Whether going back stays on this site: the previous history entry is one of our pages. The Navigation
 * API answers exactly (its entries are this site's only); without it, a referrer from this origin is the
 * nearest evidence. A reader who opened the page from a chat has no page of ours to go back to.
 */
export function canGoBackOnSite(): boolean {
  const navigation = (window as unknown as WithNavigation).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
}

/**
 * docs/product.md §2 (chrome): the back arrow of a secondary page. It goes back to where the reader came
 * from (the article that linked the reporter, the question list) with the browser's own back, so that
 * page comes back as it was; with no page of ours behind it, or without scripts, it is a link to `fallbackHref`.
 */
export function BackLink({
  fallbackHref,
  label,
  className,
}: {
  fallbackHref: string;
  label: string;
  className?: string;
}) {
  return (
    <a
      href={fallbackHref}
      className={className}
      aria-label={label}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (!canGoBackOnSite()) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <BackIcon />
    </a>
  );
}
