import { test, expect } from './support/test';
import { DEMO, sessionCookie } from './support/identity';

// docs/decisions/0008: a form whose handler takes form posts works before hydration, and without script.
test.describe('forms without script', () => {
  test.use({ javaScriptEnabled: false });

  test('log out is a plain form post: the handler clears the session and sends the reader home', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('home.html'); // the device cookie
    const origin = new URL(baseURL!).origin;
    const login = await page.request.post('api/member/authLogin', {
      headers: { origin },
      data: {
        mode: 'password',
        consent: true,
        phone: DEMO.phone,
        password: DEMO.password,
        redirect: '/getUserInfo.html',
      },
    });
    expect(await login.json()).toEqual({ redirect: '/getUserInfo.html' });
    await page.goto('getUserInfo.html?lang=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/home\.html$/);
    expect(await sessionCookie(context)).toBeUndefined();
  });

  test('a write from another origin is refused with the one error answer', async ({ page }) => {
    await page.goto('home.html');
    const answer = await page.request.post('api/articles/like', {
      headers: { origin: 'https://evil.example' },
      data: { articleId: 1 },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
  });
});
