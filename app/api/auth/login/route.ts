import { NextResponse, type NextRequest } from 'next/server';
import { loginByCode, loginByPassword } from '@/lib/platform/member/login';
import { jsonError } from '@/lib/http/apiResponses';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import { DEVICE_COOKIE, isDeviceId } from '@/lib/session/device';
import { isPhoneNumber, loginErrorReason } from '@/lib/auth/loginErrors';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { storeLogin } from '@/lib/auth/signIn';
import { siteOrigin } from '@/lib/site';
import { refused } from '@/lib/auth/refused';

interface LoginBody {
  mode?: unknown;
  phone?: unknown;
  code?: unknown;
  password?: unknown;
  redirect?: unknown;
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * POST /api/auth/login {mode: 'code'|'password', phone, code|password, redirect}: signs in through
 * the platform, seals the member into the session cookie and answers where to go next (our own
 * origin only: safeReturnPath).
 */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden');
  const device = request.cookies.get(DEVICE_COOKIE)?.value;
  if (!isDeviceId(device)) return jsonError(400, 'no device');
  const body = ((await request.json().catch(() => null)) ?? {}) as LoginBody;
  if (!isPhoneNumber(body.phone)) return refused('phoneInvalid');
  const phone = body.phone;
  try {
    const login =
      body.mode === 'password'
        ? await loginByPassword({ phone, password: text(body.password, 64), device })
        : await loginByCode({ phone, code: text(body.code, 8), device });
    const redirect = safeReturnPath(typeof body.redirect === 'string' ? body.redirect : null, siteOrigin());
    const response = NextResponse.json({ ok: true, redirect });
    await storeLogin(request, response, login, device, 'phone');
    return response;
  } catch (error) {
    return refused(loginErrorReason(error));
  }
}
