/**
 * The moderation surface of comments (docs/decisions/0018): the review queue, approve, reject,
 * mark top and mark excellent, and the site's audit type; and the editors' answer to a reader's
 * question (docs/decisions/0026). Editors' tools, not the clients' dialect: bare JSON, and every
 * request must carry the `x-moderation-key` header (options.moderationKey). Registered only when
 * a key is configured (development and test platforms have one; docs/platform-api.md).
 */
import { requireSecretHeader } from '../lib/editor-tools.mjs';
import { AUDIT, SOURCE } from '../lib/discussions.mjs';
import { commentPurgeTags, questionPurgeTags } from '../lib/sitePurge.mjs';

const ACTIONS = /** @type {const} */ (['approve', 'reject', 'top', 'untop', 'excellent', 'unexcellent']);
/** @typedef {typeof ACTIONS[number]} Action */

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{discussions: import('../lib/discussions.mjs').DiscussionStore, key: string, purgeSite: (tags: string[]) => Promise<boolean>,
 *   questions?: import('../lib/questions.mjs').QuestionStore}} deps
 */
export default function registerModeration(app, { discussions, key, purgeSite, questions }) {
  app.register(
    async (scope) => {
      requireSecretHeader(scope, { name: 'x-moderation-key', secret: key, error: 'moderation key required' });

      scope.get('/discuss/pending', async () => ({ list: discussions.pending(200) }));

      scope.post('/discuss/:id', async (req, reply) => {
        const id = Number.parseInt(/** @type {{id: string}} */ (req.params).id, 10);
        const action = /** @type {{action?: unknown}} */ (req.body ?? {}).action;
        if (!ACTIONS.includes(/** @type {Action} */ (action)))
          return reply.code(400).send({ error: `action must be one of ${ACTIONS.join(', ')}` });
        const row = Number.isSafeInteger(id) ? discussions.moderate(id, /** @type {Action} */ (action)) : null;
        if (!row) return reply.code(404).send({ error: 'comment not found' });
        // The site's cached pages show the change now, not when their time runs out. Waited for (at
        // most 2 s), so the editor's tool answers once readers see it.
        const purged = await purgeSite(commentPurgeTags(row));
        return { ok: true, discussion: row, sitePurged: purged };
      });

      // The ask bar's questions (docs/decisions/0026): an editor answers one (it becomes public) or declines it.
      if (questions) {
        scope.post('/question/:id', async (req, reply) => {
          const id = Number.parseInt(/** @type {{id: string}} */ (req.params).id, 10);
          const body = /** @type {{action?: unknown, answerer?: unknown, content?: unknown, note?: unknown}} */ (
            req.body ?? {}
          );
          const text = (/** @type {unknown} */ v) => (typeof v === 'string' ? v.trim() : '');
          if (!Number.isSafeInteger(id)) return reply.code(404).send({ error: 'question not found' });
          if (body.action === 'answer') {
            if (!text(body.content) || !text(body.answerer))
              return reply.code(400).send({ error: 'answer needs answerer and content' });
            const row = questions.answer(id, { answerer: text(body.answerer), content: text(body.content) });
            if (!row) return reply.code(404).send({ error: 'question not found' });
            // Now public: its page, its topic's list and its asker's public page show it at once.
            return { ok: true, question: row, sitePurged: await purgeSite(questionPurgeTags(row)) };
          }
          if (body.action === 'decline') {
            const row = questions.decline(id, text(body.note));
            return row
              ? { ok: true, question: row }
              : reply.code(404).send({ error: 'question not found or already answered' });
          }
          return reply.code(400).send({ error: 'action must be answer or decline' });
        });
      }

      scope.get('/audit', async () => ({ auditType: discussions.auditType() }));
      // The site's audit type, or one object's with `objectId` (and `sourceType`, articles by default).
      scope.post('/audit', async (req, reply) => {
        const body = /** @type {{auditType?: unknown, objectId?: unknown, sourceType?: unknown}} */ (req.body ?? {});
        const auditType = body.auditType;
        if (!Object.values(AUDIT).includes(/** @type {number} */ (auditType)))
          return reply.code(400).send({ error: 'auditType must be 0, 1 or 2' });
        if (body.objectId === undefined) {
          discussions.setAuditType(/** @type {number} */ (auditType));
          return { ok: true, auditType };
        }
        const objectId = Number(body.objectId);
        const sourceType = body.sourceType === undefined ? SOURCE.article : Number(body.sourceType);
        if (!Number.isSafeInteger(objectId) || objectId <= 0 || !Object.values(SOURCE).includes(sourceType)) {
          return reply.code(400).send({ error: 'objectId must be a positive id and sourceType a comment source' });
        }
        discussions.setAuditType(/** @type {number} */ (auditType), { sourceType, objectId });
        return { ok: true, auditType, objectId, sourceType };
      });
    },
    { prefix: '/moderation' },
  );
}
