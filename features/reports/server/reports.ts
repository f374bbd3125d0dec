import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { reportCall, type ReportInput } from '../calls';

/** Sends the member's report; answers whether it is new (false: they had reported it already). */
export async function sendReport(
  input: ReportInput,
  member: { token: string; device: string },
): Promise<{ id: number; again: boolean }> {
  const answer = await platformCall(reportCall, input, { memberToken: member.token, device: member.device });
  // The real expose answers the write alone: taken, with no id and no word of an earlier report.
  return 'id' in answer ? { id: answer.id, again: answer.again } : { id: 0, again: false };
}
