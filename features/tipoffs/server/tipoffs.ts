import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { mapTipoff } from '../tipoff.map';
import { getTipoffDetailCall, sendTipoffCall, type TipoffInput } from '../calls';
import type { Tipoff } from '@/features/tipoffs/tipoff.types';

export async function sendTipoff(
  input: TipoffInput,
  member: { token: string; device: string },
): Promise<{ id: number }> {
  const answer = await platformCall(sendTipoffCall, input, { memberToken: member.token, device: member.device });
  return { id: answer.id };
}

/** One of the member's own tip-offs, or null (unknown, or another member's). */
export async function getTipoff(id: number, token: string, device: string): Promise<Tipoff | null> {
  const raw = await platformCall(getTipoffDetailCall, id, { memberToken: token, device });
  return raw ? mapTipoff(raw) : null;
}
