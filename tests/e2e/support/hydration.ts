import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element `selector` names: React marks each DOM node it owns
 * with a `__reactFiber$…` key when it hydrates it. `window.next.router` is no such signal (Next
 * sets it when its router module loads, before hydration), and a node a test adds to the server
 * HTML before hydration makes React report a mismatch (error #418) and render the tree again.
 */
export async function waitForHydration(page: Page, selector = 'main'): Promise<void> {
  await page.waitForFunction((target) => {
    const node = document.querySelector(target);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
