import 'server-only';
import { processWide } from '@/lib/processWide.mjs';
import { platformEnv } from './env';
import { isOwnLoopLagging } from './loopLag';
import { wireFetch } from './wireFetch';
import { parseBody } from './dialect/transport';
import { learnGeneration } from './dialect/generation';

/**
 * Is the platform up? proxy.ts asks before a page renders, so a reader gets a real 503 page
 * (and a crawler a real 503) when it is down or too slow, not a 500 from a failed render.
 * The answer is kept briefly; a failed call anywhere in this process forgets it at once.
 * The state is process-wide (lib/processWide.mjs): proxy.ts and the pages are bundled apart but share the process.
 */
const PROBE_TTL_MS = 2_000;
/**
 * While the platform is down the verdict is asked again sooner: readers should get normal pages
 * within 5 s of its return (docs/reliability.md, the chaos run), and a probe of a platform that refuses costs nothing.
 */
export const PROBE_TTL_WHILE_DOWN_MS = 500;
const PROBE_TIMEOUT_MS = 2_500;

interface HealthState {
  checkedAt: number;
  up: boolean;
  pending: Promise<boolean> | null;
}

const state = () => processWide<HealthState>('platform:health', () => ({ checkedAt: 0, up: true, pending: null }));

/** Called when a platform call found it unreachable, too slow or answering garbage. */
export function reportPlatformUnavailable(): void {
  state().checkedAt = 0;
}

/** How a probe ended: an answer that says up, an answer or refusal that says down, or no answer in time. */
export type ProbeOutcome = 'answered' | 'failed' | 'timedOut';
export type ProbeVerdict = 'up' | 'down' | 'unknown';

/**
 * What a probe says about the platform (docs/decisions/0033). A timeout while our own
 * event loop lags is our overload, not the platform's outage: the verdict is unknown and the
 * last one stands. A refusal, an error status or garbage is the platform's, lag or not.
 */
export function probeVerdict(outcome: ProbeOutcome, ownLoopLagging: boolean): ProbeVerdict {
  if (outcome === 'answered') return 'up';
  if (outcome === 'timedOut' && ownLoopLagging) return 'unknown';
  return 'down';
}

function isTimeout(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** The probe's address: getConfig with the site's ids and the interface version the calls send (curVersions). */
export function probeUrl(): string {
  const query = new URLSearchParams({
    appID: String(platformEnv.appId),
    siteId: String(platformEnv.siteId),
    curVersions: platformEnv.interfaceVersion,
  });
  return `${platformEnv.baseUrl}/app_if/getConfig?${query}`;
}

/**
 * A platform that answers JSON at all is up (docs/decisions/0074): the older gateway answers its
 * config bare, the 2020 platform in the envelope, and a config refused with an error status is
 * still a platform that is there (its pages say what is wrong). Garbage, an HTTP error or no
 * answer is down. The answer also says which dialect the site speaks (lib/platform/dialect/generation.ts).
 */
async function probe(): Promise<ProbeOutcome> {
  try {
    const response = await wireFetch(probeUrl(), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return 'failed';
    const body = parseBody(await response.text());
    if (!body) return 'failed';
    learnGeneration(body.json);
    return 'answered';
  } catch (error) {
    return isTimeout(error) ? 'timedOut' : 'failed';
  }
}

/** The operator reads in the log when readers start and stop getting the outage page. */
function logChange(wasUp: boolean, isUp: boolean): void {
  if (wasUp && !isUp) {
    console.warn(
      `[health] the platform at ${platformEnv.baseUrl} does not answer: serving cached pages, and the outage page (503) for the rest, until it does`,
    );
  } else if (!wasUp && isUp) {
    console.warn(`[health] the platform at ${platformEnv.baseUrl} answers again: serving pages as usual`);
  }
}

export async function isPlatformUp(now: number = Date.now()): Promise<boolean> {
  const current = state();
  if (now - current.checkedAt < (current.up ? PROBE_TTL_MS : PROBE_TTL_WHILE_DOWN_MS)) return current.up;
  current.pending ??= probe().then((outcome) => {
    const verdict = probeVerdict(outcome, isOwnLoopLagging());
    if (verdict === 'unknown')
      console.warn('[health] the platform probe timed out while this server lags: not counted as the platform down');
    else {
      logChange(current.up, verdict === 'up');
      current.up = verdict === 'up';
    }
    current.checkedAt = Date.now();
    current.pending = null;
    return current.up;
  });
  return current.pending;
}
