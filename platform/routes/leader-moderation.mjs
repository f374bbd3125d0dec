/**
 * Editors answer readers' messages to leaders (docs/platform-api.md, "Figures and leaders"): the
 * pending queue and the answer, which makes a message public. Editors' tools, not the clients'
 * dialect: bare JSON behind the same `x-moderation-key` header as comment moderation
 * (routes/moderation.mjs; docs/platform-api.md).
 */
import { requireSecretHeader } from '../lib/editor-tools.mjs';
import { messageItem } from './leaders.mjs';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{db: import('better-sqlite3').Database, key: string, purgeSite: (tags: string[]) => Promise<boolean>}} deps
 */
export default function registerLeaderModeration(app, { db, key, purgeSite }) {
  const pending = /** @type {import('../db/rows.mjs').Query<import('../db/rows.mjs').LeaderMessageRow>} */ (
    db.prepare('SELECT * FROM leader_messages WHERE status = 0 ORDER BY created_at, id LIMIT 200')
  );
  const byId = /** @type {import('../db/rows.mjs').Query<import('../db/rows.mjs').LeaderMessageRow>} */ (
    db.prepare('SELECT * FROM leader_messages WHERE id = ?')
  );
  const answer = db.prepare(
    'UPDATE leader_messages SET status = 1, answer = ?, answer_by = ?, answered_at = ? WHERE id = ?',
  );

  app.register(
    async (scope) => {
      requireSecretHeader(scope, { name: 'x-moderation-key', secret: key, error: 'moderation key required' });

      scope.get('/pending', async () => ({ list: pending.all().map(messageItem) }));

      // {answer, answerBy}: the office's answer; the message becomes public.
      scope.post('/:id/answer', async (req, reply) => {
        const id = Number.parseInt(/** @type {{id: string}} */ (req.params).id, 10);
        const body = /** @type {{answer?: unknown, answerBy?: unknown}} */ (req.body ?? {});
        const text = typeof body.answer === 'string' ? body.answer.trim() : '';
        if (!text) return reply.code(400).send({ error: 'answer is required' });
        const row = Number.isSafeInteger(id) ? byId.get(id) : undefined;
        if (!row) return reply.code(404).send({ error: 'message not found' });
        answer.run(
          text.slice(0, 2000),
          typeof body.answerBy === 'string' ? body.answerBy.trim().slice(0, 40) : '',
          Math.floor(Date.now() / 1000),
          id,
        );
        // The site caches the leader's answered messages under leader:{id} (lib/cache/tags.ts): drop them now.
        const purged = await purgeSite([`leader:${row.leader_id}`]);
        return {
          ok: true,
          message: messageItem(/** @type {import('../db/rows.mjs').LeaderMessageRow} */ (byId.get(id))),
          sitePurged: purged,
        };
      });
    },
    { prefix: '/moderation/leaderMessages' },
  );
}
