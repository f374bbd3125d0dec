/**
 * The moderation surface of comments (issue 14): the review queue, approve, reject, mark top and
 * mark excellent, and the site's audit type. Editors' tools, not the clients' dialect: bare JSON,
 * and every request must carry the `x-moderation-key` header (options.moderationKey). Registered
 * only when a key is configured (development and test platforms have one; docs/platform-api.md).
 */
import crypto from 'node:crypto';
import { AUDIT } from '../lib/discussions.mjs';
import { commentPurgeTags } from '../lib/sitePurge.mjs';

const ACTIONS = /** @type {const} */ (['approve', 'reject', 'top', 'untop', 'excellent', 'unexcellent']);
/** @typedef {typeof ACTIONS[number]} Action */

/** Constant-time comparison, so the key cannot be guessed a character at a time. @param {string} given @param {string} key */
function sameKey(given, key) {
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{discussions: import('../lib/discussions.mjs').DiscussionStore, key: string, purgeSite: (tags: string[]) => Promise<boolean>}} deps
 */
export default function registerModeration(app, { discussions, key, purgeSite }) {
  app.register(async (scope) => {
    scope.addHook('onRequest', async (req, reply) => {
      const given = req.headers['x-moderation-key'];
      if (typeof given !== 'string' || !sameKey(given, key)) return reply.code(401).send({ error: 'moderation key required' });
    });

    scope.get('/discuss/pending', async () => ({ list: discussions.pending(200) }));

    scope.post('/discuss/:id', async (req, reply) => {
      const id = Number.parseInt(/** @type {{id: string}} */ (req.params).id, 10);
      const action = /** @type {{action?: unknown}} */ (req.body ?? {}).action;
      if (!ACTIONS.includes(/** @type {Action} */ (action))) return reply.code(400).send({ error: `action must be one of ${ACTIONS.join(', ')}` });
      const row = Number.isSafeInteger(id) ? discussions.moderate(id, /** @type {Action} */ (action)) : null;
      if (!row) return reply.code(404).send({ error: 'comment not found' });
      // The site's cached pages show the change now, not when their time runs out. Waited for (at
      // most 2 s), so the editor's tool answers once readers see it.
      const purged = await purgeSite(commentPurgeTags(row));
      return { ok: true, discussion: row, sitePurged: purged };
    });

    scope.get('/audit', async () => ({ auditType: discussions.auditType() }));
    scope.post('/audit', async (req, reply) => {
      const auditType = /** @type {{auditType?: unknown}} */ (req.body ?? {}).auditType;
      if (!Object.values(AUDIT).includes(/** @type {number} */ (auditType))) return reply.code(400).send({ error: 'auditType must be 0, 1 or 2' });
      discussions.setAuditType(/** @type {number} */ (auditType));
      return { ok: true, auditType };
    });
  }, { prefix: '/moderation' });
}
