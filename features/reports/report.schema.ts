import { z } from 'zod';
import { flag, presentNum } from '@/lib/platform/primitives';

/** The report call's answer: the report's id, when it was taken, and whether the member had made it already. */
export const rawReportSentSchema = z.object({ id: presentNum(), created: presentNum(), again: flag() });

/**
 * On a g1/g2 platform the report goes out as the real expose, which answers the write alone
 * (`true`, `{value: "true"}`: CommentController.expose of intergrate-dev/xy-wan-xzw, App_Discuss/Expose.robot
 * of jiangbm/XFJ_FZ_API): taken, with no id and no word of an earlier report (docs/decisions/0096).
 */
export const rawReportAnswerSchema = z.union([rawReportSentSchema, z.object({ value: z.literal('true') })]);
