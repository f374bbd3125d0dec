import 'server-only';
import { platformCall } from '@/lib/platform/call';
import { PlatformError } from '@/lib/platform/errors';
import { getMyTipoffs } from '@/features/mySpace/server/mine';
import { mapTipoff } from '../tipoff.map';
import { getTipoffDetailCall, sendTipoffCall, type TipoffInput } from '../calls';
import type { Tipoff } from '@/features/tipoffs/tipoff.types';

export async function sendTipoff(
  input: TipoffInput,
  member: { token: string; device: string },
): Promise<{ id: number }> {
  const auth = { memberToken: member.token, device: member.device };
  const answer = await platformCall(sendTipoffCall, input, auth);
  if (answer.id > 0) return { id: answer.id };
  // The real platform answers the write alone (NisApiController tipoff: {value: "true"}): the tip-off
  // is read back from the member's own, the newest of this title (docs/decisions/0090).
  const sent = (await getMyTipoffs(0, auth)).items
    .filter((tipoff) => tipoff.title === input.title.trim())
    .sort((a, b) => b.id - a.id)[0];
  if (!sent) throw new PlatformError('invalid', sendTipoffCall.name, 'the tip-off was not found after sending it');
  return { id: sent.id };
}

/** One of the member's own tip-offs, or null (unknown, or another member's). */
export async function getTipoff(id: number, token: string, device: string): Promise<Tipoff | null> {
  const raw = await platformCall(getTipoffDetailCall, id, { memberToken: token, device });
  return raw ? mapTipoff(raw) : null;
}
