import { NextRequest } from 'next/server';
import { GET } from './wxSignature.handler';
import { getWxSignature } from '@/features/share/server/weixin';

jest.mock('@/features/share/server/weixin', () => ({ getWxSignature: jest.fn() }));
const sign = jest.mocked(getWxSignature);

const ask = (url: string, host: string) =>
  GET(
    new NextRequest(`http://${host}/wap/touch/api/share/wxSignature?url=${encodeURIComponent(url)}`, {
      headers: { host },
    }),
  );

beforeEach(() => {
  process.env.SITE_ORIGIN = 'https://news.example.cn';
  sign.mockReset();
  sign.mockResolvedValue({ appid: 'wx', timestamp: 1, noncestr: 'n', signature: 's' });
});
afterEach(() => delete process.env.SITE_ORIGIN);

describe('GET /api/share/wxSignature signs our own pages only, whatever the Host header says (docs/decisions/0024)', () => {
  it('signs a page of the configured origin', async () => {
    expect((await ask('https://news.example.cn/wap/touch/home.html', 'news.example.cn')).status).toBe(200);
    expect(sign).toHaveBeenCalledWith('https://news.example.cn/wap/touch/home.html');
  });
  it('refuses another site even when the Host header names it', async () => {
    const response = await ask('https://evil.example/phish.html', 'evil.example');
    expect(response.status).toBe(400);
    expect(sign).not.toHaveBeenCalled();
  });
});
