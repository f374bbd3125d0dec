import { test, expect } from './support/test';
import { SEED } from './support/seed';

// The photo viewer driven as a finger drives it: real touch events through Chromium's input
// pipeline (scroll snapping included), not a scripted scrollTo.
test('photo set: a touch swipe moves to the next picture; double-tap zooms; the caption follows', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(`imageDetail/7/${SEED.photos}.html`);
  await page.getByRole('button', { name: /第 1 张/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^1 \/ 7$/)).toBeVisible();
  const firstCaption = await dialog.locator('p span').nth(1).textContent();

  const track = dialog.getByLabel(/左右滑动|swipe/i);
  const box = await track.boundingBox();
  if (!box) throw new Error('the photo track has no box');
  // A finger from right to left across most of the picture, in small moves, as a phone reports it.
  const cdp = await page.context().newCDPSession(page);
  const y = Math.round(box.y + box.height / 2);
  const from = Math.round(box.x + box.width * 0.85);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from - step * Math.round(box.width * 0.065), y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(dialog.getByText(/^2 \/ 7$/)).toBeVisible();
  await expect(dialog.locator('p span').nth(1)).not.toHaveText(firstCaption ?? '');

  const zoom = dialog.getByRole('button', { name: '放大' });
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');
  await dialog.getByRole('img').dblclick(); // the one picture not hidden from assistive technology: the current one
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  expect(consoleErrors).toEqual([]);
});
