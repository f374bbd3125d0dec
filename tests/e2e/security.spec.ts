import { test, expect } from './support/test';

// Issue 21: what a hostile address or method gets from the real stack (front server, proxy, Next).

test('the 404 page has its own title, not the home page\'s', async ({ request }) => {
  const response = await request.get('newsDetail/1/987654321.html');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<title>内容不存在<\/title>/);
});

test('malformed percent-encoding in a path is the reader\'s error (404 page), never a bare 500', async ({ request }) => {
  for (const path of ['newsDetail/1/%ff.html', 'newsDetail/%c0%ae%c0%ae/1000.html', 'columnDetail/%e4%b8.html', 'api/like%ff']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toBe('Internal Server Error');
  }
});

test('TRACE answers 405 with Allow', async ({ request }) => {
  const response = await request.fetch('home.html', { method: 'TRACE' });
  expect(response.status()).toBe(405);
  expect(response.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS');
});
