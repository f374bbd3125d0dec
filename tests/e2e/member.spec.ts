import { test, expect } from './support/test';
import { loginWithPassword } from './support/identity';

// A member's own things (issue 19): the collect button on a cached article page, and 'my
// collection' on getUserInfo.html. The demo member has 23 collected articles
// (platform/seed/favorites.mjs); 1022 (column 3, no picture) is not one of them.

const ARTICLE = 'newsDetail/3/1022.html';

test.describe('collections (fav)', () => {
  test('the article page is the same for everyone; collect needs sign-in, survives a reload and shows in my collection, where it is removed', async ({ page, request }) => {
    const html = await (await request.get(ARTICLE)).text();
    // Nothing per reader in the cached HTML: the button is rendered disabled, its state asked after load.
    const rendered = html.match(/<button[^>]*data-testid="collect-button"[^>]*>/)?.[0] ?? '';
    expect(rendered).toContain('aria-pressed="false"');
    expect(rendered).toContain('disabled');

    await page.goto(ARTICLE);
    const button = page.getByTestId('collect-button');
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(page).toHaveURL(/\/login\.html\?redirect=/);

    await loginWithPassword(page, `/${ARTICLE}`);
    await expect(page).toHaveURL(new RegExp(`/${ARTICLE.replace(/[./]/g, '\\$&')}$`));
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    await page.goto('getUserInfo.html');
    const list = page.getByTestId('my-collection');
    await expect(list.getByRole('listitem')).toHaveCount(20);
    const newest = list.getByRole('listitem').first();
    await expect(newest.getByRole('link')).toHaveAttribute('href', /\/newsDetail\/3\/1022\.html$/);
    await newest.getByRole('button', { name: /^Remove/ }).click();
    await expect(list.locator('a[href$="/newsDetail/3/1022.html"]')).toHaveCount(0);
    await expect(list.getByRole('listitem')).toHaveCount(19);

    // The next page is asked from where the removal left the list: nothing skipped, nothing twice.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(23);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(23);

    await page.goto(ARTICLE);
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
