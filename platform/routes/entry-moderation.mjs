/**
 * Organisers review registrations (docs/platform-api.md, "Activities"; docs/decisions/0045): the
 * entries under review of an activity, and accept or decline one. A registration is a voucher only
 * once accepted (getActivityVoucher's entryStatus, activityVerify's refusal). Editors' tools, not
 * the clients' dialect: bare JSON behind the `x-moderation-key` header (routes/moderation.mjs).
 */
import { requireSecretHeader } from '../lib/editor-tools.mjs';
import { ENTRY_STATUS } from './activities.mjs';

const ACTIONS = /** @type {const} */ ({ accept: ENTRY_STATUS.accepted, decline: ENTRY_STATUS.declined });

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{db: import('better-sqlite3').Database, key: string}} deps
 */
export default function registerEntryModeration(app, { db, key }) {
  const pending = db.prepare(
    'SELECT id, activity_id AS activityId, nickname, regist_code AS registCode, created_at AS createdAt FROM activity_entries WHERE activity_id = ? AND status = 0 ORDER BY created_at, id LIMIT 200',
  );
  // Only an entry under review is decided: an accepted voucher is never taken back here.
  const decide = db.prepare('UPDATE activity_entries SET status = ? WHERE id = ? AND status = 0');
  const byId = db.prepare('SELECT id, activity_id AS activityId, status FROM activity_entries WHERE id = ?');

  app.register(
    async (scope) => {
      requireSecretHeader(scope, { name: 'x-moderation-key', secret: key, error: 'moderation key required' });

      scope.get('/:activityId/pending', async (req) => {
        const activityId = Number.parseInt(/** @type {{activityId: string}} */ (req.params).activityId, 10);
        return { list: Number.isSafeInteger(activityId) ? pending.all(activityId) : [] };
      });

      // {action: 'accept' | 'decline'}
      scope.post('/entry/:id', async (req, reply) => {
        const id = Number.parseInt(/** @type {{id: string}} */ (req.params).id, 10);
        const action = /** @type {{action?: unknown}} */ (req.body ?? {}).action;
        if (action !== 'accept' && action !== 'decline')
          return reply.code(400).send({ error: 'action must be accept or decline' });
        if (!Number.isSafeInteger(id) || !byId.get(id))
          return reply.code(404).send({ error: 'registration not found' });
        if (decide.run(ACTIONS[action], id).changes === 0)
          return reply.code(409).send({ error: 'registration already decided' });
        return { ok: true, entry: byId.get(id) };
      });
    },
    { prefix: '/moderation/activity' },
  );
}
