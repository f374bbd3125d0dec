/**
 * Development endpoints (registered only with PLATFORM_FAULTS=1 or PLATFORM_DEV=1): the codes the
 * platform would have shown in a picture or sent by SMS, so tests and developers can sign in.
 * Bare JSON, like the fault control: they are not part of the platform's dialect.
 */

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{members: import('../lib/members.mjs').MemberStore}} deps
 */
export default function registerDev(app, { members }) {
  app.get('/dev/sms/:phone', async (req, reply) => {
    const code = members.peekCode('sms', /** @type {{phone: string}} */ (req.params).phone);
    return code ? { code } : reply.code(404).send({ code: null });
  });
  app.get('/dev/verify-code/:device', async (req, reply) => {
    const code = members.peekCode('image', /** @type {{device: string}} */ (req.params).device);
    return code ? { code } : reply.code(404).send({ code: null });
  });
}
