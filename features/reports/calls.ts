import { defineCall } from '@/lib/platform/define';
import { rawReportSentSchema } from './report.schema';
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

/** report (POST, member token): one report into the platform's moderation queue. */
export const reportCall = defineCall({
  name: 'report',
  method: 'POST',
  params: (input: ReportInput) => ({ type: REPORT_OBJECT_TYPE[input.kind], id: input.id, reason: input.reason, content: input.content, device: input.device }),
  answer: rawReportSentSchema,
});
