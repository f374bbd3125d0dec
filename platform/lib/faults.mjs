/**
 * Fault injection hook (PLATFORM_FAULTS=1). Phase 2 fills `rules` through a
 * control endpoint (delays, envelope statuses such as 10111, dropped connections)
 * so client error handling can be tested against a real server. For now the hook
 * is installed and matches against an always-empty rule list.
 */

/**
 * @typedef {{match: (req: import('fastify').FastifyRequest) => boolean,
 *   apply: (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => Promise<unknown>}} FaultRule
 */

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{enabled: boolean}} opts
 * @returns {{enabled: boolean, rules: FaultRule[]}}
 */
export function installFaults(app, { enabled }) {
  const state = { enabled, rules: /** @type {FaultRule[]} */ ([]) };
  if (!enabled) return state;
  app.addHook('onRequest', async (req, reply) => {
    const rule = state.rules.find((r) => r.match(req));
    if (rule) return rule.apply(req, reply);
    return undefined;
  });
  return state;
}
