import { allOf, slidingWindow, type RateLimitHook } from './rateLimit';

/** The window of most of our limits. */
export const MINUTE = 60_000;

/** Who the first limit counts: the device (a handler anyone may call) or the signed-in member. */
type PerReader = { perDevice: number; perMember?: never } | { perMember: number; perDevice?: never };

export type ReaderAndAddressLimits = PerReader & {
  /** Names the reader's limiter; the address limiter is `{name}:address` unless `addressName` says otherwise. */
  name: string;
  /** Attempts per address in the window, whoever the readers behind it are. */
  perAddress: number;
  windowMs: number;
  /** An address limiter shared with other handlers (every like, every beacon), or an older name kept so counts carry over. */
  addressName?: string;
};

/**
 * The limit of a handler per reader *and* per address, both in the same window: a reader is
 * counted by their device or their member, and the address they come from is counted as well,
 * because a fresh device cookie (or a fresh account) is free to whoever floods, while a crowd
 * behind one address (an office, a carrier's NAT) is still many readers and gets a higher
 * allowance (docs/decisions/0024, docs/security.md "Limits"). The longest wait of the two wins.
 */
export function perReaderAndAddress(limits: ReaderAndAddressLimits): RateLimitHook {
  const reader =
    limits.perDevice !== undefined
      ? slidingWindow({ name: limits.name, limit: limits.perDevice, windowMs: limits.windowMs, by: ['device'] })
      : slidingWindow({ name: limits.name, limit: limits.perMember, windowMs: limits.windowMs, by: ['memberId'] });
  const address = slidingWindow({
    name: limits.addressName ?? `${limits.name}:address`,
    limit: limits.perAddress,
    windowMs: limits.windowMs,
    by: ['address'],
  });
  return allOf(reader, address);
}
