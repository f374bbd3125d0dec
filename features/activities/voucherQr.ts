import QRCode from 'qrcode';

/**
 * A voucher's write-off address as an SVG QR code, drawn on the server with the `qrcode` package
 * the invite page already uses (docs/decisions/0020): no script, sharp at any zoom, and readable
 * on a dim phone screen at a venue's door (error correction M, a quiet zone of one module).
 */
export function voucherQrSvg(address: string): Promise<string> {
  return QRCode.toString(address, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 1,
    color: { dark: '#000000', light: '#ffffff' },
  });
}
