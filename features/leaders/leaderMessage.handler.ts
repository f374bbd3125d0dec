import { z } from 'zod';
import { getMyLeaderMessages, leaveLeaderMessage } from '@/features/leaders/server/leaders';
import { isMissing } from '@/lib/platform/errors';
import { defineHandler, handlerError, positiveId, slidingWindow } from '@/lib/http/handler';
import { LEADER_MESSAGE_CONTENT_MAX, LEADER_MESSAGE_TITLE_MAX } from '@/features/leaders/limits';

const message = z.object({
  id: z.number().int(),
  leaderId: z.number().int(),
  author: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  status: z.enum(['pending', 'answered']),
  answer: z.string(),
  answeredBy: z.string(),
  answeredAt: z.string(),
});

/**
 * POST /api/leaders/leaderMessage {leaderId, title, content}: the signed-in member leaves a leader a message
 * (leaderMessage). It is pending and the member's own until the office in charge answers it, so no
 * public page changes: nothing to invalidate.
 */
export const POST = defineHandler({
  path: 'leaders/leaderMessage',
  method: 'POST',
  input: z.object({
    leaderId: positiveId(),
    title: z.string().trim().min(1).max(LEADER_MESSAGE_TITLE_MAX),
    content: z.string().trim().min(1).max(LEADER_MESSAGE_CONTENT_MAX),
  }),
  answer: z.object({ id: z.number().int().positive() }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'leaderMessage', limit: 5, windowMs: 10 * 60_000, by: ['memberId'] }),
  async handle({ input, member }) {
    try {
      return await leaveLeaderMessage(member, input);
    } catch (error) {
      if (isMissing(error)) throw handlerError('notFound', 'no such leader');
      throw error;
    }
  },
});

/**
 * GET /api/leaders/leaderMessage: whether the reader is signed in and their own messages to leaders,
 * pending ones too (myLeaderMessages): what the public board cannot show them.
 */
export const GET = defineHandler({
  path: 'leaders/leaderMessage',
  method: 'GET',
  input: z.object({}),
  answer: z.object({ signedIn: z.boolean(), messages: z.array(message) }),
  member: 'optional',
  async handle({ member }) {
    if (!member) return { signedIn: false, messages: [] };
    return { signedIn: true, messages: await getMyLeaderMessages(member) };
  },
});
