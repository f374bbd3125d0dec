import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { adEventCall } from '../calls';
import { AD_EVENT } from '../adCodes';

/**
 * Tells the ads service that the reader's device was shown an ad or clicked it (docs/platform-api.md,
 * ads `event`); answers whether it counted (once per device, ad, event and day).
 */
export async function reportAdEvent(advId: number, event: keyof typeof AD_EVENT, device: string): Promise<boolean> {
  return (await platformCall(adEventCall, { advId, type: AD_EVENT[event] }, { device })).counted;
}
