import { z } from 'zod';
import { num, str } from '@/lib/platform/primitives';

export const wxSignatureSchema = z.object({ appid: str(), timestamp: num(), noncestr: str(), signature: str() });
export type WxSignature = z.output<typeof wxSignatureSchema>;
