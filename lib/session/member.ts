// What a signed-in reader's session holds (docs/decisions/0003 and 0005). Server-only: the
// tokens never reach the browser, which sees only the sealed cookie.
export interface SessionMember {
  userId: string;
  nickname: string;
  head: string;
  /** The platform's member token (the access token; the platform sends both names). */
  token: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms after which the access token must be refreshed. */
  accessExpiresAt: number;
  device: string;
  /** How they signed in: `app` is a session handed over by the provider's app (docs/host-app-bridge.md). */
  via: 'phone' | 'weixin' | 'app';
}

export interface SessionData {
  member?: SessionMember;
}

export function isSessionMember(value: unknown): value is SessionMember {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.userId === 'string' &&
    m.userId !== '' &&
    typeof m.accessToken === 'string' &&
    typeof m.refreshToken === 'string'
  );
}
