/**
 * Fault injection (PLATFORM_FAULTS=1), so client error handling is tested against
 * a real server: the next K requests of a call answer an envelope status, wait,
 * drop the connection or answer HTML garbage. Also counts requests per
 * service/call, which lets tests prove a client cached or retried as it should.
 * The control endpoints live in routes/faults.mjs.
 */
import { serviceCallOf } from './http.mjs';

export const SERVICES = ['app_if', 'adv', 'stat', 'mvod'];
/** Marks answers the platform did not mean (the recorder skips them). */
export const FAULT_HEADER = 'x-platform-fault';
const MAX_DELAY_MS = 120_000;

/**
 * @typedef {{service: string, call: string, status?: number, message?: string, data?: unknown,
 *   delayMs?: number, drop?: boolean, garbage?: boolean, remaining: number}} FaultRule
 */

/** Number.isInteger, as the type guard it is. @param {unknown} v @returns {v is number} */
const isInteger = (v) => Number.isInteger(v);

/**
 * Validates a rule as POSTed to /__faults; throws a message for a 400.
 * @param {unknown} body the parsed JSON body, whatever it is
 * @returns {FaultRule}
 */
export function parseRule(body) {
  const b = /** @type {Record<string, unknown>} */ (body && typeof body === 'object' ? body : {});
  if (typeof b.call !== 'string' || !b.call) throw new Error('call is required');
  const service = b.service ?? 'app_if';
  if (typeof service !== 'string' || !SERVICES.includes(service))
    throw new Error(`service must be one of ${SERVICES.join(', ')}`);
  const count = b.count ?? 1;
  if (!isInteger(count) || count < 1) throw new Error('count must be a positive integer');
  const { status, delayMs } = b;
  if (status !== undefined && !isInteger(status)) throw new Error('status must be an integer');
  if (delayMs !== undefined && !(isInteger(delayMs) && delayMs >= 0 && delayMs <= MAX_DELAY_MS)) {
    throw new Error(`delayMs must be an integer from 0 to ${MAX_DELAY_MS}`);
  }
  if (status === undefined && !delayMs && !b.drop && !b.garbage)
    throw new Error('a rule needs status, delayMs, drop or garbage');
  return {
    service,
    call: b.call,
    status,
    message: b.message === undefined ? undefined : String(b.message),
    data: b.data,
    delayMs,
    drop: b.drop === true,
    garbage: b.garbage === true,
    remaining: count,
  };
}

/**
 * @param {FaultRule} rule
 * @param {import('fastify').FastifyRequest} req
 * @param {import('fastify').FastifyReply} reply
 */
async function apply(rule, req, reply) {
  if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
  if (rule.drop) {
    // No answer at all: the client sees a reset connection, as with a dying proxy.
    reply.hijack();
    req.raw.socket?.destroy();
    return reply;
  }
  if (rule.garbage)
    return reply.code(200).header(FAULT_HEADER, 'garbage').type('text/html; charset=utf-8').send('<html>oops');
  if (rule.status !== undefined) {
    const envelope = { status: rule.status, message: rule.message ?? '' }; // '' lets the client fall back to its own text
    return reply
      .code(200)
      .header(FAULT_HEADER, 'status')
      .send(rule.data === undefined ? envelope : { ...envelope, data: rule.data });
  }
  return undefined; // a pure delay: the real answer follows
}

/**
 * Install after the CORS hook, so faulted answers still reach a browser client.
 * @param {import('fastify').FastifyInstance} app
 * @param {{enabled: boolean}} opts
 */
export function installFaults(app, { enabled }) {
  const state = {
    enabled,
    /** @type {FaultRule[]} */ rules: [],
    /** @type {Map<string, number>} */ counts: new Map(),
    /** @param {FaultRule} rule */
    add(rule) {
      state.rules.push(rule);
    },
    clearRules() {
      state.rules.length = 0;
    },
    reset() {
      state.rules.length = 0;
      state.counts.clear();
    },
  };
  if (!enabled) return state;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return undefined; // preflights are not calls
    const target = serviceCallOf(req.url);
    if (!target) return undefined;
    const key = `${target.service}/${target.call}`;
    state.counts.set(key, (state.counts.get(key) ?? 0) + 1);
    // Rules queue: the oldest matching rule applies first and leaves once used up.
    const index = state.rules.findIndex((r) => r.service === target.service && r.call === target.call);
    const rule = state.rules[index];
    if (!rule) return undefined; // index -1: no rule for this call
    rule.remaining -= 1;
    if (rule.remaining <= 0) state.rules.splice(index, 1);
    return apply(rule, req, reply);
  });
  return state;
}

/** @typedef {ReturnType<typeof installFaults>} FaultState */
