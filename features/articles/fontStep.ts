/**
 * The article text size: base size + step x change (docs/product.md §4), remembered on the device.
 * Article.module.css reads the step from `--font-step` on <html>.
 */
export const FONT_STEP_KEY = 'touch:fontStep';
export const FONT_STEP_MIN = -1;
export const FONT_STEP_MAX = 3;

export function clampFontStep(value: unknown): number {
  const step = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(step)) return 0;
  return Math.min(FONT_STEP_MAX, Math.max(FONT_STEP_MIN, Math.round(step)));
}

/**
 * A tiny inline script for the server HTML: applies the remembered step before the first paint,
 * so the text does not jump when the page hydrates. It holds no input from the request. The
 * leading touch:boot comment lets the page cache allow it by hash in the CSP (server/csp.mjs).
 */
export const FONT_STEP_BOOT = `/*touch:boot*/try{var s=parseInt(localStorage.getItem(${JSON.stringify(FONT_STEP_KEY)}),10);if(s>=${FONT_STEP_MIN}&&s<=${FONT_STEP_MAX})document.documentElement.style.setProperty('--font-step',String(s))}catch(e){}`;
