import 'server-only';
import type { NextResponse } from 'next/server';
import type { MemberLogin } from './memberLogin';
import type { SessionMember } from '@/lib/session/member';
import { saveSession } from '@/lib/session/session';

/** Puts a fresh login into the session cookie on the handler's answer. */
export async function storeLogin(
  request: Request,
  response: NextResponse,
  login: MemberLogin,
  device: string,
  via: SessionMember['via'],
): Promise<void> {
  await saveSession(request, response, {
    member: {
      userId: login.userId,
      nickname: login.nickname,
      head: login.head,
      token: login.accessToken,
      accessToken: login.accessToken,
      refreshToken: login.refreshToken,
      accessExpiresAt: login.accessExpiresAt,
      device,
      via,
    },
  });
}
