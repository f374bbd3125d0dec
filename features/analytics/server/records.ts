import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { codeImeiRecordCall } from '../calls';

/** codeImeiRecord: records this device with the platform; answers whether it was the device's first record. */
export async function recordDevice(device: string): Promise<boolean> {
  return (await platformCall(codeImeiRecordCall, device, { device })).firstVisit;
}
