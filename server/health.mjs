// Health endpoints of the front server for a load balancer or an orchestrator (README, "Stop,
// restart, logs, troubleshooting"; docs/decisions/0077), answered before the page cache and Next:
//   GET /health/live   200 while this process answers at all (restart it when this fails)
//   GET /health/ready  200 when Next is loaded and the platform answers its config call; else 503
//                      with what is missing (send it no readers until it is 200 again)
// The platform is asked the same question as lib/platform/health.ts asks before a page renders,
// and the answer is kept for a moment, so a balancer polling every second costs the platform little.

export const LIVE_PATH = '/health/live';
export const READY_PATH = '/health/ready';
const PROBE_TIMEOUT_MS = 2_000;
const PROBE_TTL_MS = 1_000;

/** @param {string} text */
function isJsonObject(text) {
  try {
    const body = /** @type {unknown} */ (JSON.parse(text));
    return typeof body === 'object' && body !== null;
  } catch {
    return false;
  }
}

/**
 * @param {{
 *   platformUrl: string, appId: number, siteId: number,
 *   nextLoaded: () => boolean,
 *   fetch?: typeof globalThis.fetch,
 *   now?: () => number,
 * }} options
 */
export function createHealth({ platformUrl, appId, siteId, nextLoaded, fetch = globalThis.fetch, now = Date.now }) {
  const configUrl = `${platformUrl.replace(/\/+$/, '')}/app_if/getConfig?appID=${appId}&siteId=${siteId}`;
  /** @type {{ at: number } | null} when the platform last answered */
  let last = null;

  /** null when the platform answers; else why not. */
  async function probe() {
    try {
      const response = await fetch(configUrl, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS), cache: 'no-store' });
      if (!response.ok) return `the platform answered HTTP ${response.status}`;
      // A platform that answers JSON at all is there (docs/decisions/0074), as the app's own probe
      // holds (lib/platform/health.ts): the older gateway answers its config bare, the 2020 platform
      // in an envelope, and a refusal with an error status is still a platform whose pages say what
      // is wrong. Only garbage is down.
      return isJsonObject(await response.text()) ? null : 'the platform answered something other than JSON';
    } catch (error) {
      const name = /** @type {{ name?: string }} */ (error)?.name;
      return name === 'TimeoutError' || name === 'AbortError'
        ? `the platform did not answer within ${PROBE_TIMEOUT_MS} ms`
        : 'the platform is unreachable';
    }
  }

  /** @type {Promise<string | null> | null} */
  let pending = null;
  /** A verdict of up is kept PROBE_TTL_MS; one of down is not, so a platform back is seen at once. */
  function platformProblem() {
    if (last && now() - last.at < PROBE_TTL_MS) return Promise.resolve(null);
    pending ??= probe().then((problem) => {
      last = problem ? null : { at: now() };
      pending = null;
      return problem;
    });
    return pending;
  }

  /** @param {import('node:http').ServerResponse} res @param {number} status @param {Record<string, unknown>} body */
  function reply(res, status, body, head = false) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(head ? undefined : JSON.stringify(body));
  }

  return {
    /**
     * Answers a health request; false when the request is not one.
     * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
     */
    handle(req, res) {
      const path = (req.url ?? '').split('?')[0];
      if (path !== LIVE_PATH && path !== READY_PATH) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('allow', 'GET, HEAD');
        reply(res, 405, { error: { code: 'method_not_allowed', message: 'GET or HEAD' } });
        return true;
      }
      const head = req.method === 'HEAD';
      if (path === LIVE_PATH) {
        reply(res, 200, { status: 'live', uptimeSeconds: Math.round(process.uptime()) }, head);
        return true;
      }
      if (!nextLoaded()) {
        reply(res, 503, { status: 'not ready', next: 'loading', platform: 'not asked' }, head);
        return true;
      }
      void platformProblem().then((problem) => {
        if (problem) reply(res, 503, { status: 'not ready', next: 'loaded', platform: 'down', problem }, head);
        else reply(res, 200, { status: 'ready', next: 'loaded', platform: 'up' }, head);
      });
      return true;
    },
  };
}
