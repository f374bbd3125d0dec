import { voucherQrSvg } from './voucherQr';

describe('voucherQrSvg', () => {
  it('draws an SVG whose modules change with the address', async () => {
    const a = await voucherQrSvg('https://news.example/wap/touch/writeOff/3001/ABCDEF123456.html');
    const b = await voucherQrSvg('https://news.example/wap/touch/writeOff/3001/ABCDEF123457.html');
    expect(a.startsWith('<svg')).toBe(true);
    expect(a).toContain('viewBox');
    expect(a).not.toEqual(b);
  });
});
