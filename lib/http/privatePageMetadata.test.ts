import { PATH_HEADER } from './requestHeaders';

let requestPath = '';
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ [PATH_HEADER]: requestPath }),
}));

import { privatePageMetadata } from './privatePageMetadata';

test("a reader's own page is never indexed and carries its own title", async () => {
  requestPath = '/invite.html';
  expect(await privatePageMetadata('邀请码')).toEqual({ title: '邀请码', robots: { index: false, follow: false } });
});

test('the title query wins over the page title (SPEC section 2), still not indexed', async () => {
  requestPath = '/login.html?title=%E7%99%BB%E5%BD%95%E9%AB%98%E5%8E%9F';
  expect(await privatePageMetadata('登录')).toEqual({ title: '登录高原', robots: { index: false, follow: false } });
});

test('a blank title query falls back to the page title', async () => {
  requestPath = '/getUserInfo.html?title=%20%20';
  expect((await privatePageMetadata('我的信息')).title).toBe('我的信息');
});
