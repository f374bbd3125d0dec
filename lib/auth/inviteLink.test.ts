import jsQR from 'jsqr';
import sharp from 'sharp';
import { inviteLink, inviteQrSvg } from './inviteLink';

describe('an invite', () => {
  it('links to the invitation page with the member and the code', () => {
    expect(inviteLink('1024', 'AB12')).toMatch(/^https?:\/\/[^/]+\/.*\/invitedToDownload\/1024\/AB12\.html$/);
  });

  it('is drawn as an SVG QR code, dark on white whatever the theme, that reads back as the link', async () => {
    const link = inviteLink('1024', 'AB12');
    const svg = await inviteQrSvg(link);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('fill="#ffffff"');
    expect(svg).toContain('stroke="#000000"');
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(link);
  });
});
