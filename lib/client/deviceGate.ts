import { ClientCallError } from './clientCallError';
import { getExpiring, setExpiring } from '@/lib/format/storage';

// The reader's device id is an HttpOnly cookie our API makes on the first call that comes without
// one (proxy.ts), so that pages carry no Set-Cookie and stay cacheable. Two such first calls at
// once (a like tapped while the page's view record is on its way) would each be given a device of
// its own, and the browser keeps whichever cookie came last: the like is counted for a device the
// reader no longer has, and their second tap likes again instead of taking it back. So until this
// browser is known to hold a device, calls to our API wait for the first one to be answered.

/**
 * That this browser had a call answered: the cookie lives a year from about then, so the mark is a
 * stored item with that lifetime less a margin (lib/format/storage.ts), removed once older.
 */
const KNOWN_SINCE_KEY = 'touch:device-since';
/** The cookie's year (proxy.ts), less a margin: after it the cookie may be gone, so ask again. */
const DEVICE_LIFETIME_MS = 360 * 24 * 60 * 60 * 1000;

let knownOnThisPage = false;
let opening: Promise<void> | null = null;

/** Whether an earlier answer has already given this browser its device cookie. */
export function deviceKnown(now = Date.now()): boolean {
  if (knownOnThisPage) return true;
  const storage = localStorageOrNull();
  // Read once a page: from here on every call goes at once without asking storage again. Storage
  // refused (private mode): known only once this page had an answer.
  if (storage) knownOnThisPage = getExpiring(storage, KNOWN_SINCE_KEY, now) !== null;
  return knownOnThisPage;
}

function rememberDevice(): void {
  if (deviceKnown()) return;
  knownOnThisPage = true;
  // private mode: this page still knows
  const storage = localStorageOrNull();
  if (storage) setExpiring(storage, KNOWN_SINCE_KEY, true, DEVICE_LIFETIME_MS);
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** An answer came (any status), so its Set-Cookie did: a network failure or a cancel is no answer. */
function wasAnswered(error: unknown): boolean {
  return error instanceof ClientCallError && error.status > 0;
}

/**
 * Sends one call to our API. While this browser may not hold a device yet, only one call is out
 * at a time; once one is answered, the rest go together, and every later page goes at once.
 * `send` resolves on an answer and rejects with a ClientCallError (status 0 when none came) or
 * with fetch's own error.
 */
export async function withDevice<T>(send: () => Promise<T>): Promise<T> {
  while (opening !== null) await opening;
  if (deviceKnown()) return send();
  const call = send();
  const settle = (answered: boolean) => {
    if (answered) rememberDevice();
    opening = null;
  };
  opening = call.then(
    () => settle(true),
    (error: unknown) => settle(wasAnswered(error)),
  );
  return call;
}

/**
 * Waits until this browser holds a device that an earlier answer gave it: when none is known
 * (and no first call is out), `open` is sent alone first. For calls that count only for such a
 * device (a like, docs/decisions/0043). Never throws: the call itself then meets the refusal.
 */
export async function deviceEstablished(open: () => Promise<unknown>): Promise<void> {
  while (opening !== null) await opening;
  if (deviceKnown()) return;
  await withDevice(open).catch(() => undefined);
}

/** Tests: forget what this page learned (storage is the test's own). */
export function forgetDeviceForTests(): void {
  knownOnThisPage = false;
  opening = null;
}
