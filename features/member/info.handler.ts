import { z } from 'zod';
import { tag } from '@/lib/cache/tags';
import { defineHandler, HandlerError, slidingWindow } from '@/lib/http/handler';
import { isPlatformError } from '@/lib/platform/errors';
import { updateMemberInfo } from '@/features/member/server/userInfo';
import { checkNickname } from '@/features/member/nickname';
import { saveSession } from '@/lib/session/session';

/** The platform's refusals of what the reader chose, as codes the form words (account.profile.errors.*). */
const REFUSALS: readonly [RegExp, string][] = [
  [/^nickname must be/, 'nicknameLength'],
  [/^nickname contains characters/, 'nicknameCharacters'],
  [/^nickname contains a word/, 'nicknameWord'],
  [/^unknown picture file|^at most 1 picture/, 'avatarUnknown'],
];

function refusal(error: unknown): unknown {
  if (!isPlatformError(error)) return error;
  const code = REFUSALS.find(([pattern]) => pattern.test(error.message))?.[1];
  return code ? new HandlerError(code, 422, error.message, { platformStatus: error.status }) : error;
}

/**
 * POST /api/member/info {nickname?, headFileId?}: the signed-in member changes their nickname,
 * their head picture, or both (the platform's member/info). The picture was sent first through
 * /api/uploads (type sniffed, size capped, drawn again without EXIF: docs/decisions/0022) and is
 * named by its fileId. The session keeps the new name and picture; the member's public page changes.
 */
export const POST = defineHandler({
  path: 'member/info',
  method: 'POST',
  input: z
    .object({
      nickname: z.string().max(200).optional(),
      headFileId: z
        .string()
        .regex(/^[0-9a-f]{8,64}$/)
        .optional(),
    })
    .refine(
      (change) => change.nickname !== undefined || change.headFileId !== undefined,
      'a nickname or a head picture',
    ),
  answer: z.object({ userId: z.number().int(), nickname: z.string(), head: z.string() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'memberInfo', limit: 10, windowMs: 10 * 60_000, by: ['memberId'] }),
  // The member's public page (userDetail) shows their name and picture.
  invalidates: (_input, answer) => [tag.member(answer.userId)],
  async handle({ input, member, request, response }) {
    let nickname: string | undefined;
    if (input.nickname !== undefined) {
      const checked = checkNickname(input.nickname);
      if (!checked.ok)
        throw new HandlerError(
          checked.problem === 'length' ? 'nicknameLength' : 'nicknameCharacters',
          422,
          `nickname: ${checked.problem}`,
        );
      nickname = checked.nickname;
    }
    try {
      const info = await updateMemberInfo(member.accessToken, member.device, {
        nickname,
        headFileId: input.headFileId,
      });
      await saveSession(request, response, { member: { ...member, nickname: info.nickname, head: info.head } });
      return { userId: Number(info.userId), nickname: info.nickname, head: info.head };
    } catch (error) {
      throw refusal(error);
    }
  },
});
