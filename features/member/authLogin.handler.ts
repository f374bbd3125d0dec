import { z } from 'zod';
import { loginByCode, loginByPassword } from '@/features/member/server/login';
import { defineHandler, HandlerError, MINUTE, perReaderAndAddress } from '@/lib/http/handler';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { storeLogin } from '@/lib/auth/signIn';
import { siteOrigin } from '@/lib/routing/site';
import { accountRefusal } from '@/features/member/accountRefusal';
import { phoneNumber } from '@/features/member/phoneNumber';

const returnTo = z.string().max(2048).optional();
/** The consent box: anything but `true` is refused below with a code the form words. */
const consent = z.boolean().optional();

/**
 * POST /api/member/authLogin {mode: 'code'|'password', phone, code|password, consent, redirect}: signs in
 * through the platform, seals the member into the session cookie and answers where to go next (our
 * own origin only: safeReturnPath). `consent: true` is the reader's tick on the box accepting the user
 * agreement and the privacy policy; without it nobody is signed in (422 consentRequired), and the
 * platform records the versions accepted (docs/decisions/0050).
 */
export const POST = defineHandler({
  path: 'member/authLogin',
  method: 'POST',
  input: z.discriminatedUnion('mode', [
    z.object({
      mode: z.literal('code'),
      phone: phoneNumber,
      code: z.string().trim().min(1).max(8),
      consent: consent,
      redirect: returnTo,
    }),
    z.object({
      mode: z.literal('password'),
      phone: phoneNumber,
      password: z.string().trim().min(1).max(64),
      consent: consent,
      redirect: returnTo,
    }),
  ]),
  answer: z.object({ redirect: z.string() }),
  member: 'none',
  device: 'required',
  // Guessing passwords or codes from one device; the platform limits per phone (docs/decisions/0024).
  rateLimit: perReaderAndAddress({ name: 'login', perDevice: 10, perAddress: 30, windowMs: MINUTE }),
  async handle({ input, device, request, response }) {
    if (input.consent !== true)
      throw new HandlerError('consentRequired', 422, 'the user agreement and privacy policy must be accepted');
    try {
      const login =
        input.mode === 'password'
          ? await loginByPassword({ phone: input.phone, password: input.password, device, consent: true })
          : await loginByCode({ phone: input.phone, code: input.code, device, consent: true });
      await storeLogin(request, response, login, device, 'phone');
      return { redirect: safeReturnPath(input.redirect ?? null, siteOrigin()) };
    } catch (error) {
      throw accountRefusal(error);
    }
  },
});
