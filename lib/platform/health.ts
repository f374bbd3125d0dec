import 'server-only';
import { platformEnv } from './env';

/**
 * Is the platform up? proxy.ts asks before a page renders, so a reader gets a real 503 page
 * (and a crawler a real 503) when it is down or too slow, not a 500 from a failed render.
 * The answer is kept briefly; a failed call anywhere in this process forgets it at once.
 * State lives on globalThis: proxy.ts and the pages are bundled apart but share the process.
 */
const PROBE_TTL_MS = 2_000;
const PROBE_TIMEOUT_MS = 2_500;

interface HealthState {
  checkedAt: number;
  up: boolean;
  pending: Promise<boolean> | null;
}

const KEY = Symbol.for('touch.platformHealth');
function state(): HealthState {
  const holder = globalThis as unknown as Record<symbol, HealthState | undefined>;
  holder[KEY] ??= { checkedAt: 0, up: true, pending: null };
  return holder[KEY];
}

/** Called when a platform call found it unreachable, too slow or answering garbage. */
export function reportPlatformUnavailable(): void {
  state().checkedAt = 0;
}

async function probe(): Promise<boolean> {
  try {
    const url = `${platformEnv.baseUrl}/app_if/getConfig?appID=${platformEnv.appId}&siteId=${platformEnv.siteId}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return false;
    const body = (await response.json()) as { status?: unknown };
    return body.status === 0;
  } catch {
    return false;
  }
}

export async function isPlatformUp(now: number = Date.now()): Promise<boolean> {
  const current = state();
  if (now - current.checkedAt < PROBE_TTL_MS) return current.up;
  current.pending ??= probe().then((up) => {
    current.up = up;
    current.checkedAt = Date.now();
    current.pending = null;
    return up;
  });
  return current.pending;
}
