import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server HTML and while React hydrates it, true from then on. A button that only
 * works with script (it opens a form, a dialog) is disabled until then: on a slow phone a tap
 * before the script ran would otherwise be lost without a sign.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
