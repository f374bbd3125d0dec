/**
 * The request pipeline for platform calls. Each service (app_if, adv, ...) is an
 * encapsulated fastify scope under its base path; a call is a route whose
 * `config` says which service and call it is and what auth it needs. Phase 2
 * plugs token/signature checks in as preHandlers per service and reads
 * `req.routeOptions.config.auth` to decide; handlers stay unaware of auth.
 */
import { paramsOf } from './params.mjs';
import { assertClean, success } from './envelope.mjs';

/**
 * @typedef {'none'|'token'|'signed'} AuthLevel  what a call will require once phase 2 enforces it
 * @typedef {(p: Record<string, string>, req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown} CallHandler
 * @typedef {{methods?: ('GET'|'POST')[], auth?: AuthLevel, envelope?: boolean}} CallOptions
 * @typedef {{call: (name: string, handler: CallHandler, opts?: CallOptions) => void}} Service
 * @typedef {import('fastify').preHandlerAsyncHookHandler} PreHandler
 */

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{prefix: string, service: string, preHandlers?: PreHandler[]}} opts
 * @param {(svc: Service) => void} define registers the calls
 */
export async function registerService(app, { prefix, service, preHandlers = [] }, define) {
  await app.register(async (scope) => {
    for (const h of preHandlers) scope.addHook('preHandler', h);
    define({
      call(name, handler, { methods = ['GET', 'POST'], auth = 'none', envelope = true } = {}) {
        scope.route({
          method: methods,
          url: `/${name}`,
          config: { service, callName: name, auth },
          handler: async (req, reply) => {
            const data = await handler(paramsOf(req), req, reply);
            if (!envelope) return data;
            // Fail loudly on undefined/NaN rather than let JSON drop a field.
            assertClean(data);
            return success(data);
          },
        });
      },
    });
  }, { prefix });
}
