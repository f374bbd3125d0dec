import { z } from 'zod';
import { presentFlag, presentNum, str } from '@/lib/platform/primitives';

/** serverTime: the platform's clock in ms since the epoch (and the same instant in its dialect). */
export const rawServerTimeSchema = z.object({ serverTime: presentNum(), time: str() });

/** codeImeiRecord: the device is recorded; whether this was its first record. */
export const rawDeviceRecordSchema = z.object({ recorded: presentFlag(), firstVisit: presentFlag() });
