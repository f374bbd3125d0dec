import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { adEventCall } from '../calls';
import { AD_EVENT } from '../adCodes';

/** Tells the ads service that an ad was shown or clicked (docs/platform-api.md, ads `event`). */
export async function reportAdEvent(advId: number, event: keyof typeof AD_EVENT): Promise<void> {
  await platformCall(adEventCall, { advId, type: AD_EVENT[event] });
}
