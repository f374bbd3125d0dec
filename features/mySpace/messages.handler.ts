import { z } from 'zod';
import { defineHandler, slidingWindow } from '@/lib/http/handler';
import { getUnreadCount, markMessagesRead } from '@/features/mySpace/server/mine';
import { sessionRefusal } from '@/lib/session/refusal';

/**
 * GET /api/mySpace/messages: who the reader is, for the account icon of every page (docs/product.md
 * §2, the member's own pages): signed in or not, their initial and picture, and how many messages
 * of the message centre are unread. Public pages are cached the same for everyone; the icon asks
 * this after load. A failed count is null: the icon still shows the reader signed in. A count the
 * platform refuses for the member's token is no failed count: the session may have ended elsewhere
 * ("sign out everywhere"), which the handler's wrapper settles (signed out: signedIn false, the cookie
 * cleared), so the icon never shows a session that is over (docs/decisions/0080).
 */
export const GET = defineHandler({
  path: 'mySpace/messages',
  method: 'GET',
  input: z.object({}),
  answer: z.object({
    signedIn: z.boolean(),
    initial: z.string(),
    head: z.string(),
    unread: z.number().int().min(0).nullable(),
  }),
  member: 'optional',
  async handle({ member }) {
    if (!member) return { signedIn: false, initial: '', head: '', unread: null };
    const unread = await getUnreadCount({ memberToken: member.accessToken, device: member.device }).catch(
      (error: unknown) => {
        if (sessionRefusal(error) !== null) throw error;
        return null;
      },
    );
    return { signedIn: true, initial: Array.from(member.nickname.trim())[0] ?? '', head: member.head, unread };
  },
});

/** POST /api/mySpace/messages: the member read their message centre; everything up to now is read. */
export const POST = defineHandler({
  path: 'mySpace/messages',
  method: 'POST',
  input: z.object({}),
  answer: z.object({ unread: z.number().int().min(0) }),
  member: 'required',
  rateLimit: slidingWindow({ name: 'messagesRead', limit: 30, windowMs: 60_000, by: ['memberId'] }),
  async handle({ member }) {
    return { unread: await markMessagesRead({ memberToken: member.accessToken, device: member.device }) };
  },
});
