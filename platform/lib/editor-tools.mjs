/**
 * The editors' tools (moderation, corrections, live control) are not the clients' dialect: bare
 * JSON behind a secret header (docs/platform-api.md). One guard for all of them.
 */
import { sameText } from './app-auth.mjs';

/**
 * Refuses every request of `scope` with 401 `{error}` unless header `name` holds `secret`
 * (compared in constant time, so it cannot be guessed a character at a time).
 * @param {import('fastify').FastifyInstance} scope
 * @param {{name: string, secret: string, error: string}} header
 */
export function requireSecretHeader(scope, { name, secret, error }) {
  scope.addHook('onRequest', async (req, reply) => {
    const given = req.headers[name];
    if (typeof given !== 'string' || !sameText(given, secret)) return reply.code(401).send({ error });
    return undefined;
  });
}
