export interface Expiring {
  value: string;
  /** Epoch ms after which the value must not be used. */
  expiresAt: number;
}

/**
 * A token that many callers share and that is renewed single-flight: however many callers find
 * it missing or expired at once, one fetch is made and all of them wait for it (the token storm
 * of docs/product.md §4: "concurrent retries wait for the first").
 */
export class RenewableToken<T extends Expiring> {
  private current: T | null = null;
  private pending: Promise<T> | null = null;

  constructor(
    private readonly fetchToken: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The valid token, fetching one only when there is none or it expired. */
  get(): Promise<T> {
    if (this.current && this.current.expiresAt > this.now()) return Promise.resolve(this.current);
    return this.renew();
  }

  /**
   * Renew after the platform refused `staleValue` (10111). When another caller already renewed
   * it, the newer token is used as it is rather than fetched again.
   */
  renew(staleValue?: string): Promise<T> {
    if (
      staleValue !== undefined &&
      this.current &&
      this.current.value !== staleValue &&
      this.current.expiresAt > this.now()
    ) {
      return Promise.resolve(this.current);
    }
    if (!this.pending) {
      this.current = null;
      this.pending = this.fetchToken()
        .then((token) => {
          this.current = token;
          return token;
        })
        .finally(() => {
          this.pending = null;
        });
    }
    return this.pending;
  }

  clear(): void {
    this.current = null;
  }
}
