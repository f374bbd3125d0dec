/** docs/product.md §9: scroll handling is throttled to 500 ms. */
export const SCROLL_THROTTLE_MS = 500;

/**
 * Calls `check` now, then on scroll at most once per SCROLL_THROTTLE_MS, with a trailing call so
 * the state after the last scroll is always seen. Returns the way to stop (an effect's cleanup).
 */
export function watchScroll(check: () => void): () => void {
  let last = 0;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    last = Date.now();
    check();
  };
  const onScroll = () => {
    const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
    if (wait <= 0) run();
    else if (!trailing) {
      trailing = setTimeout(() => {
        trailing = undefined;
        run();
      }, wait);
    }
  };
  run();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (trailing) clearTimeout(trailing);
  };
}
