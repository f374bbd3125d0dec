/** A live broadcast on air or coming (liveComing). */
export interface ComingLive {
  id: number;
  title: string;
  /** ISO 8601, null when the platform gives no time. */
  startsAt: string | null;
  bannerUrl: string;
  /** 0 preview, 1 live, 2 ended (SPEC section 4). */
  liveStatus: number;
  /** In-app path of its detail page. */
  href: string;
}
