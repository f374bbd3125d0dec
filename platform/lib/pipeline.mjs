/**
 * The request pipeline for platform calls. Each service (app_if, adv, ...) is an
 * encapsulated fastify scope under its base path; a call is a route whose
 * `config` says which service and call it is. Token, signature and decryption
 * checks are preHandlers (lib/guard.mjs, lib/decrypt.mjs) that look the call name
 * up in lib/policy.mjs; handlers stay unaware of auth. A service given a dialect
 * (lib/dialect/index.mjs) answers through it; handlers stay unaware of that too:
 * the dialect decides which calls exist (a real call of its own is answered by a
 * designed call's handler), with which methods, and how they answer.
 */
import { paramsOf } from './params.mjs';
import { assertClean, success } from './envelope.mjs';

/**
 * @typedef {(p: Record<string, string>, req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown} CallHandler
 * @typedef {{methods?: ('GET'|'POST')[], envelope?: boolean}} CallOptions
 * @typedef {{call: (name: string, handler: CallHandler, opts?: CallOptions) => void}} Service
 * @typedef {import('fastify').preHandlerAsyncHookHandler} PreHandler
 */

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{prefix: string, service: string, preHandlers?: PreHandler[], dialect?: import('./dialect/index.mjs').Dialect,
 *   registry?: Set<string>}} opts registry: collects the service's call names (the dialect table's test reads them)
 * @param {(svc: Service) => void} define registers the calls
 */
export async function registerService(app, { prefix, service, preHandlers = [], dialect, registry }, define) {
  /** @type {Map<string, {handler: CallHandler, opts: CallOptions}>} */
  const defined = new Map();
  define({
    call(name, handler, opts = {}) {
      if (defined.has(name)) throw new Error(`${service}: call ${name} defined twice`);
      defined.set(name, { handler, opts });
    },
  });
  // The dialect's own calls, each answered by a designed call's handler (calls.mjs `via`).
  const calls = [...defined.keys(), ...(dialect?.aliases([...defined.keys()]) ?? [])];

  await app.register(
    async (scope) => {
      for (const h of preHandlers) scope.addHook('preHandler', h);
      for (const name of calls) {
        if (dialect && !dialect.serves(name)) continue;
        const source = defined.get(dialect?.handlerOf(name) ?? name);
        if (!source) throw new Error(`${service}: ${name} is answered by a call that is not defined`);
        const { handler, opts } = source;
        const envelope = opts.envelope ?? true;
        const ownOpts = defined.get(name)?.opts ?? opts;
        const methods = dialect
          ? dialect.methodsOf(name, ownOpts.methods ?? ['GET', 'POST'])
          : (ownOpts.methods ?? ['GET', 'POST']);
        registry?.add(name);
        scope.route({
          method: methods,
          url: `/${name}`,
          config: { service, callName: name },
          handler: async (req, reply) => {
            if (dialect && envelope) {
              const answered = await dialect.run(
                name,
                paramsOf(req),
                (p) => Promise.resolve(handler(p, req, reply)),
                reply,
                req,
              );
              if (answered) return reply;
            }
            const data = await handler(paramsOf(req), req, reply);
            if (!envelope) return data;
            // Fail loudly on undefined/NaN rather than let JSON drop a field.
            assertClean(data);
            return success(data);
          },
        });
      }
    },
    { prefix },
  );
}
