import QRCode from 'qrcode';
import { absoluteUrl } from '@/lib/routing/site';
import { invitedToDownloadRoute } from '@/lib/routing/entryRoutes';

/** The page a friend opens from my invite: invitedToDownload with my id and code. */
export function inviteLink(userId: string, code: string): string {
  return absoluteUrl(invitedToDownloadRoute.href({ id: userId, code }));
}

/** The invite link as an SVG QR code, drawn on the server (no script, prints and zooms sharply). */
export function inviteQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
