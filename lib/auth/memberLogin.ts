/** A member's login as the session keeps it: who, and the token pair the platform gave. */
export interface MemberLogin {
  userId: string;
  nickname: string;
  head: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
}
