import { NextResponse, type NextRequest } from 'next/server';
import { jsonError } from '@/lib/http/apiResponses';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import { isSecureRequest } from '@/lib/session/session';
import { isLocale, LOCALE_COOKIE } from '@/lib/i18n/locales';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** POST {locale}: remembers the reader's interface language (components/chrome/RememberLocale.tsx). */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden');
  const body = (await request.json().catch(() => null)) as { locale?: unknown } | null;
  if (!isLocale(body?.locale)) return jsonError(400, 'bad request');
  const response = NextResponse.json({ locale: body.locale });
  response.cookies.set(LOCALE_COOKIE, body.locale, { maxAge: ONE_YEAR_SECONDS, sameSite: 'lax', httpOnly: true, secure: isSecureRequest(request), path: '/' });
  return response;
}
