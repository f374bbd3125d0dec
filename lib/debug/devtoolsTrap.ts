// The trap itself (docs/product.md §9): loaded only when armed (lib/debug/debugTools.ts), it blanks
// the page once developer tools are seen open. Docked tools take room from the page, so the window
// is much larger than its viewport; that is what it looks for, once a second.

/** How much larger than its page a window may be (scrollbars, a phone's bars) before it is taken for docked tools. */
const DOCKED_TOOLS_PX = 160;

const CHECK_EVERY_MS = 1000;

type WindowSize = Pick<Window, 'outerWidth' | 'innerWidth' | 'outerHeight' | 'innerHeight'>;

export function devtoolsSeemOpen(win: WindowSize): boolean {
  return win.outerWidth - win.innerWidth > DOCKED_TOOLS_PX || win.outerHeight - win.innerHeight > DOCKED_TOOLS_PX;
}

/** Watches the window; the first time tools seem open the page is emptied. Answers the way to stop watching. */
export function startDevtoolsTrap(
  win: WindowSize & Pick<Window, 'setInterval' | 'clearInterval'> = window,
  doc: Document = document,
): () => void {
  const timer = win.setInterval(() => {
    if (!devtoolsSeemOpen(win)) return;
    doc.body.replaceChildren();
    win.clearInterval(timer);
  }, CHECK_EVERY_MS);
  return () => win.clearInterval(timer);
}
