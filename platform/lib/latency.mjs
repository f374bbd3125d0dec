/**
 * Added latency (PLATFORM_LATENCY_MS): every service call waits this long before it is handled,
 * so benchmarks see a platform as far away as a real one (npm run bench uses 20 ms). Media,
 * health and the fault control answer at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const SERVICES = ['/app_if/', '/adv/', '/stat/'];

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {number} latencyMs
 */
export function installLatency(app, latencyMs) {
  if (!(latencyMs > 0)) return;
  app.addHook('onRequest', async (req) => {
    if (SERVICES.some((prefix) => req.url.startsWith(prefix))) await sleep(latencyMs);
  });
}
