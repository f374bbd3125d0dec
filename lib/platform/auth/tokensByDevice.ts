import { RenewableToken, type Expiring } from './renewable';

/**
 * Each reader's device has its own anonymous security token (docs/product.md §4 and §9: the
 * client fetches one for its device and keeps it 2 hours), held here on the server against the
 * device id, never sent to the browser (docs/decisions/0080). With one token for the whole
 * process, the platform's limits per token were limits on every reader at once: ten refused
 * ciphers from one reader locked everyone's logins.
 *
 * At most `maxDevices` are held, the least recently used forgotten first: a forgotten device
 * asks for a new token on its next call, which costs one call and locks nobody out.
 */
export class TokensByDevice<T extends Expiring> {
  private readonly byDevice = new Map<string, RenewableToken<T>>();

  constructor(
    private readonly fetchFor: (device: string) => Promise<T>,
    private readonly maxDevices: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The device's token holder (renewed single-flight per device, as the process's own). */
  of(device: string): RenewableToken<T> {
    let token = this.byDevice.get(device);
    if (token) {
      // Most recently used last, so the oldest entry is the first to go.
      this.byDevice.delete(device);
    } else {
      token = new RenewableToken(() => this.fetchFor(device), this.now);
    }
    this.byDevice.set(device, token);
    while (this.byDevice.size > this.maxDevices) {
      const oldest = this.byDevice.keys().next().value as string;
      this.byDevice.delete(oldest);
    }
    return token;
  }

  /** Forgets every device's token (the platform refused our auth: 1004). */
  clear(): void {
    this.byDevice.clear();
  }

  get size(): number {
    return this.byDevice.size;
  }
}
