import { z } from 'zod';
import { defineHandler } from '@/lib/http/handler';
import { clearSession } from '@/lib/session/session';
import { rememberEnded } from '@/lib/session/revoked';
import { endLogin } from '@/features/member/server/login';
import { homeRoute } from '@/features/columns/paths';

/**
 * POST /api/member/authLogout {everywhere?}: ends the member's session (docs/decisions/0024). The platform
 * ends the login's tokens (with `everywhere`, every login of the member), this server refuses
 * the sealed cookie from now on, and the cookie is cleared. A copy of the old cookie opens
 * nothing. The logout button is a form, so it works before hydration too: a form post is sent
 * on to the home page.
 */
export const POST = defineHandler({
  path: 'member/authLogout',
  method: 'POST',
  input: z.object({ everywhere: z.union([z.boolean(), z.enum(['1', 'true'])]).optional() }),
  answer: z.object({}),
  member: 'optional',
  form: { redirect: () => homeRoute.href() },
  async handle({ input, member, request, response }) {
    clearSession(request, response);
    if (!member) return {};
    rememberEnded(member);
    try {
      await endLogin(member, input.everywhere === true || input.everywhere === '1' || input.everywhere === 'true');
    } catch (error) {
      // The reader is signed out here whatever the platform says; its tokens then run out by
      // themselves (access: hours, refresh: rotated away on the next use is refused here).
      console.error('[auth] the platform did not end the session', error instanceof Error ? error.message : error);
    }
    return {};
  },
});
