/**
 * The second step of the deep-link chain (docs/decisions/0038): the browser has been sent to the
 * app's link by the reader's tap; if the app took over, the page is hidden (or left) and nothing
 * else happens; if the page is still in view after `waitMs`, the app is not there and the reader
 * goes to the download page. Returns a cancel (a component that unmounts calls it).
 */
export function fallBackToDownload(
  href: string,
  waitMs: number,
  go: (href: string) => void = (to) => window.location.assign(to),
): () => void {
  const appTookOver = () => cancel();
  const timer = window.setTimeout(() => {
    cancel();
    if (document.visibilityState === 'visible') go(href);
  }, waitMs);
  function cancel() {
    window.clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', appTookOver);
  }
  function onVisibility() {
    if (document.visibilityState === 'hidden') appTookOver();
  }
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', appTookOver);
  return cancel;
}
