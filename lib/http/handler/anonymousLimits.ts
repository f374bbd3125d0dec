import type { RateLimitHook } from './rateLimit';
import { MINUTE, perReaderAndAddress } from './perReaderAndAddress';

// Limits of the writes anyone may make without signing in: likes of every kind and the
// beacons (analytics records, notice openings). A device cookie is free to throw away, so each is
// limited per device *and* per address (the one the front server settles: TRUSTED_PROXIES,
// server/forwarded.mjs); the address limits are shared by every handler of the kind, so a
// flood cannot add one kind's allowance to another's. Chosen so a household or office behind
// one address does not meet them in normal reading (docs/decisions/0043, docs/security.md "Limits").

/** Likes per device, for each kind of thing liked: a reader taps a handful a minute. */
export const LIKES_PER_DEVICE = 30;
/** Likes per address, of articles, short videos, lives, circle posts and comments together. */
export const LIKES_PER_ADDRESS = 60;
/** Analytics records per device: a page sends one to three (opened, liked, shared). */
export const BEACONS_PER_DEVICE = 120;
/** Beacons per address (analytics records and notice openings together). */
export const BEACONS_PER_ADDRESS = 240;

/** Likes of one kind (`name`: the handler's path): per device, and per address for every kind of like. */
export function likeLimits(name: string): RateLimitHook {
  return perReaderAndAddress({
    name,
    perDevice: LIKES_PER_DEVICE,
    perAddress: LIKES_PER_ADDRESS,
    windowMs: MINUTE,
    addressName: 'likes:address',
  });
}

/** A beacon (`name`: the handler's path): per device at `perDevice`, and per address for every beacon. */
export function beaconLimits(name: string, perDevice = BEACONS_PER_DEVICE): RateLimitHook {
  return perReaderAndAddress({
    name,
    perDevice,
    perAddress: BEACONS_PER_ADDRESS,
    windowMs: MINUTE,
    addressName: 'beacons:address',
  });
}
