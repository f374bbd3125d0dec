import { platformCall } from '../call';
import { wxSignatureSchema, type WxSignature } from '../schemas/wx';

/** The JS-SDK signature for a page URL (only the platform holds the ticket and secret). */
export async function getWxSignature(url: string): Promise<WxSignature> {
  return platformCall('wx/signature', { params: { url: url.split('#')[0] }, schema: wxSignatureSchema });
}
