import { z } from 'zod';
import { defineHandler } from '@/lib/http/handler';
import { isSecureRequest } from '@/lib/session/session';
import { LOCALES, LOCALE_COOKIE } from '@/lib/i18n/locales';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** POST {locale}: remembers the reader's interface language (components/chrome/RememberLocale.tsx). */
export const POST = defineHandler({
  path: 'locale',
  method: 'POST',
  input: z.object({ locale: z.enum(LOCALES) }),
  answer: z.object({ locale: z.enum(LOCALES) }),
  member: 'none',
  async handle({ input, request, response }) {
    response.cookies.set(LOCALE_COOKIE, input.locale, { maxAge: ONE_YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure: isSecureRequest(request), path: '/' });
    return { locale: input.locale };
  },
});
