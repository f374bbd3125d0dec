import 'server-only';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

// The key that seals session cookies and signs weixin `state`. SESSION_SECRET in production; on a
// development machine one is generated once and kept under .data, so restarts keep readers signed in.
const MIN_LENGTH = 32;
const SECRET_FILE = path.join(process.cwd(), '.data', 'session-secret');

let cached: string | null = null;

function persistedSecret(): string {
  if (existsSync(SECRET_FILE)) {
    const stored = readFileSync(SECRET_FILE, 'utf8').trim();
    if (stored.length >= MIN_LENGTH) return stored;
  }
  const fresh = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
  writeFileSync(SECRET_FILE, `${fresh}\n`, { mode: 0o600 });
  chmodSync(SECRET_FILE, 0o600);
  return fresh;
}

export function sessionSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET ?? '';
  if (fromEnv.length >= MIN_LENGTH) {
    cached = fromEnv;
    return cached;
  }
  if (process.env.NODE_ENV === 'production') {
    // Never a secret written into the code: a generated one works on this machine only, and a
    // second server (or a fresh disk) would not open the first one's cookies.
    console.warn(
      fromEnv
        ? `[session] SESSION_SECRET is shorter than ${MIN_LENGTH} characters: ignored; using a generated secret in ${SECRET_FILE}.`
        : `[session] SESSION_SECRET is not set: using a generated secret in ${SECRET_FILE}. Set SESSION_SECRET (${MIN_LENGTH}+ characters) in production.`,
    );
  }
  cached = persistedSecret();
  return cached;
}
