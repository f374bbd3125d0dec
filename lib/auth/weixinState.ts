import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The weixin authorization `state` (the CSRF guard of the OAuth redirect): which page to go back
 * to, a nonce, an expiry, HMAC-signed so nobody can forge or alter it. Single use is enforced by
 * the callback: the nonce must match the reader's HttpOnly nonce cookie and must not be spent.
 */
export interface WeixinState {
  nonce: string;
  returnPath: string;
  /** Epoch ms. */
  expiresAt: number;
  /**
   * The reader ticked the consent box before this authorization (docs/decisions/0064): the callback
   * then asks the platform to record the legal documents' current versions.
   */
  consent: boolean;
}

/** Long enough to pass weixin's page and come back; short enough that a leaked state is useless. */
export const STATE_TTL_MS = 10 * 60 * 1000;

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

function mac(payload: string, key: string): Buffer {
  return createHmac('sha256', key).update(`weixin-state:${payload}`).digest();
}

export function signState(state: WeixinState, key: string): string {
  const payload = Buffer.from(
    JSON.stringify([state.nonce, state.returnPath, state.expiresAt, state.consent ? 1 : 0]),
  ).toString('base64url');
  return `${payload}.${mac(payload, key).toString('base64url')}`;
}

/** The state if it is ours, unaltered and unexpired; null otherwise. */
export function verifyState(
  token: string | null | undefined,
  key: string,
  now: number = Date.now(),
): WeixinState | null {
  if (!token || token.length > 4096) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(payload, key);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [nonce, returnPath, expiresAt, consent] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    if (typeof nonce !== 'string' || typeof returnPath !== 'string' || typeof expiresAt !== 'number') return null;
    if (expiresAt <= now) return null;
    return { nonce, returnPath, expiresAt, consent: consent === 1 };
  } catch {
    return null;
  }
}

/**
 * Nonces already spent, until they expire anyway. Backs up the nonce cookie (which the callback
 * clears) against a replay that brings its own copy of the old cookie.
 */
export class SpentNonces {
  private readonly spent = new Map<string, number>();

  /** True the first time a nonce is spent, false on every later try. */
  spend(nonce: string, expiresAt: number, now: number = Date.now()): boolean {
    for (const [key, until] of this.spent) if (until <= now) this.spent.delete(key);
    if (this.spent.has(nonce)) return false;
    this.spent.set(nonce, expiresAt);
    return true;
  }
}

/** The versions of the user agreement and privacy policy a reader accepted. */
export interface ConsentedVersions {
  agreement: number;
  privacy: number;
}

function consentMac(payload: string, key: string): string {
  return createHmac('sha256', key).update(`weixin-consent:${payload}`).digest('base64url');
}

/**
 * The device's memory that its reader ticked the box for these versions (docs/decisions/0064),
 * signed so that nothing but our own consent step can make one: a later authorization (the
 * session ran out, a retry after a failure) goes straight to weixin while the versions are current.
 */
export function signConsentMark(versions: ConsentedVersions, key: string): string {
  const payload = `${versions.agreement}.${versions.privacy}`;
  return `${payload}.${consentMac(payload, key)}`;
}

/** The versions of a mark we signed; null for anything else. */
export function verifyConsentMark(token: string | null | undefined, key: string): ConsentedVersions | null {
  if (!token || token.length > 200) return null;
  const match = /^(\d{1,9})\.(\d{1,9})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(consentMac(`${match[1]}.${match[2]}`, key));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { agreement: Number(match[1]), privacy: Number(match[2]) };
}

/** True when a mark covers the documents in force now; unknown versions never count as covered. */
export function coversCurrent(mark: ConsentedVersions | null, current: ConsentedVersions | null): boolean {
  return mark !== null && current !== null && mark.agreement >= current.agreement && mark.privacy >= current.privacy;
}
