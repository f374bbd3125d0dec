import { z } from 'zod';
import { flag, presentNum } from '@/lib/platform/primitives';

/** The report call's answer: the report's id, when it was taken, and whether the member had made it already. */
export const rawReportSentSchema = z.object({ id: presentNum(), created: presentNum(), again: flag() });
