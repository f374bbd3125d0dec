import { NextResponse, type NextRequest } from 'next/server';
import { redeemInviteCode } from '@/lib/platform/member/invite';
import { jsonError } from '@/lib/http/apiResponses';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import { memberFromSeal, SESSION_COOKIE } from '@/lib/session/session';
import { loginErrorReason } from '@/lib/auth/loginErrors';
import { refused } from '@/lib/auth/refused';

/** POST /api/invite {code}: the signed-in member uses another member's invite code. */
export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden');
  const member = await memberFromSeal(request.cookies.get(SESSION_COOKIE)?.value);
  if (!member) return refused('loginRequired');
  const body = (await request.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code.trim().toUpperCase() : '';
  if (!/^[A-Z0-9]{4,12}$/.test(code)) return refused('inviteNotFound');
  try {
    return NextResponse.json({ ok: true, ...(await redeemInviteCode(member.accessToken, member.device, code)) });
  } catch (error) {
    return refused(loginErrorReason(error));
  }
}
