import { NextResponse, type NextRequest } from 'next/server';
import { sendSmsCode } from '@/lib/platform/member/login';
import { jsonError } from '@/lib/http/apiResponses';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import { DEVICE_COOKIE, isDeviceId } from '@/lib/session/device';
import { isPhoneNumber, loginErrorReason } from '@/lib/auth/loginErrors';
import { refused } from '@/lib/auth/refused';

/** POST /api/auth/sms {phone, imageCode}: the platform checks the image code and sends the SMS code. */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden');
  const device = request.cookies.get(DEVICE_COOKIE)?.value;
  if (!isDeviceId(device)) return jsonError(400, 'no device');
  const body = (await request.json().catch(() => null)) as { phone?: unknown; imageCode?: unknown } | null;
  if (!isPhoneNumber(body?.phone)) return refused('phoneInvalid');
  const imageCode = typeof body?.imageCode === 'string' ? body.imageCode.trim().slice(0, 8) : '';
  if (!imageCode) return refused('imageCodeWrong');
  try {
    await sendSmsCode({ phone: body.phone, imageCode, device });
    return NextResponse.json({ ok: true });
  } catch (error) {
    return refused(loginErrorReason(error));
  }
}
