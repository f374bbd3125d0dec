import { z } from 'zod';
import { defineHandler } from '@/lib/http/handler';
import { clearSession } from '@/lib/session/session';
import { HOME_PATH } from '@/lib/routes';

/**
 * POST /api/auth/logout: forgets the member (the session cookie is cleared). The logout button
 * is a form, so it works before hydration too: a form post is sent on to the home page.
 */
export const POST = defineHandler({
  path: 'auth/logout',
  method: 'POST',
  input: z.object({}),
  answer: z.object({}),
  member: 'none',
  form: { redirect: () => HOME_PATH },
  async handle({ request, response }) {
    clearSession(request, response);
    return {};
  },
});
