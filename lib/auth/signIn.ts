import type { IronSession } from 'iron-session';
import type { MemberLogin } from '@/lib/types/member';
import type { SessionData, SessionMember } from '@/lib/session/member';

/** Puts a fresh login into the session and seals it onto the handler's answer. */
export async function storeLogin(
  session: IronSession<SessionData>,
  login: MemberLogin,
  device: string,
  via: SessionMember['via'],
): Promise<void> {
  session.member = {
    userId: login.userId,
    nickname: login.nickname,
    head: login.head,
    token: login.accessToken,
    accessToken: login.accessToken,
    refreshToken: login.refreshToken,
    accessExpiresAt: login.accessExpiresAt,
    device,
    via,
  };
  await session.save();
}
