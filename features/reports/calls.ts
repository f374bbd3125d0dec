import { defineCall } from '@/lib/platform/define';
import { rawReportAnswerSchema } from './report.schema';
import { REPORT_OBJECT_TYPE, type ReportKind } from './reportTarget';

// Reports (举报, docs/platform-api.md, "Reports"): a member's, never cached or shared.

export interface ReportInput {
  kind: ReportKind;
  id: number;
  reason: number;
  /** The reader's words ('' when none). */
  content: string;
  device: string;
}

/** expose's sourceType: what it reports (0 a comment, 1 an article: App_Discuss/Expose.robot of jiangbm/XFJ_FZ_API). */
const EXPOSE_SOURCE: Partial<Record<ReportKind, number>> = { comment: 0, article: 1 };

/**
 * report (POST, member token): one report into the platform's moderation queue. On a g1/g2
 * platform a comment's or an article's report is the real expose (rootID, sourceType, type the
 * reason's code, reason the reader's words; the member by userID and userName from the session:
 * CommentController.expose of intergrate-dev/xy-wan-xzw); the other kinds have no public call.
 */
export const reportCall = defineCall({
  name: 'report',
  method: 'POST',
  params: (input: ReportInput) => ({
    type: REPORT_OBJECT_TYPE[input.kind],
    id: input.id,
    reason: input.reason,
    content: input.content,
    device: input.device,
  }),
  answer: rawReportAnswerSchema,
  publicForm: {
    name: 'expose',
    params: (input: ReportInput) => {
      const source = EXPOSE_SOURCE[input.kind];
      if (source === undefined) return undefined;
      return { rootID: input.id, sourceType: source, type: input.reason, reason: input.content, device: input.device };
    },
  },
});
