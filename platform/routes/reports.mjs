/**
 * Reports (举报, docs/platform-api.md, "Reports"; docs/decisions/0052): the member's `report` call,
 * and the editors' queue under /moderation/reports (bare JSON with the `x-moderation-key` header,
 * as the comment moderation in routes/moderation.mjs).
 */
import { requireInt, toInt } from '../lib/params.mjs';
import { guesserOf } from '../lib/attempts.mjs';
import { requireSecretHeader } from '../lib/editor-tools.mjs';
import { REPORT_OBJECT } from '../lib/reports.mjs';

/** @param {import('../lib/reports.mjs').ReportRow} r */
const presentReport = (r) => ({
  id: r.id,
  type: r.object_type,
  objectId: r.object_id,
  reason: r.reason,
  content: r.content,
  status: r.status,
  created: r.created_at,
});

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{reports: import('../lib/reports.mjs').ReportStore, memberOf: import('../lib/member-of.mjs').MemberOf}} deps
 */
export function registerReportCall(svc, { reports, memberOf }) {
  svc.call(
    'report',
    (p, req) => {
      const member = memberOf.required(req);
      const { device, address } = guesserOf(req, p);
      const { row, again } = reports.report({
        memberId: member.id,
        type: requireInt(p, ['type', 'objectType']),
        id: requireInt(p, ['id', 'objectId']),
        reason: toInt(p.reason, 0),
        content: String(p.content ?? ''),
        device,
        address,
      });
      // `again`: this member had reported it already; the first report stands.
      return { id: row.id, created: row.created_at, again };
    },
    { methods: ['POST'] },
  );
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{reports: import('../lib/reports.mjs').ReportStore, key: string, purgeSite: (tags: string[]) => Promise<boolean>}} deps
 */
export function registerReportModeration(app, { reports, key, purgeSite }) {
  app.register(
    async (scope) => {
      requireSecretHeader(scope, { name: 'x-moderation-key', secret: key, error: 'moderation key required' });

      scope.get('/pending', async () => ({
        list: reports
          .pending(200)
          .map((r) => ({ ...presentReport(r), memberId: r.member_id, device: r.device, address: r.address })),
      }));

      scope.post('/:id', async (req, reply) => {
        const id = Number.parseInt(/** @type {{id: string}} */ (req.params).id, 10);
        const action = /** @type {{action?: unknown}} */ (req.body ?? {}).action;
        if (action !== 'hide' && action !== 'dismiss')
          return reply.code(400).send({ error: 'action must be hide or dismiss' });
        const known = Number.isSafeInteger(id) ? reports.byId(id) : null;
        if (!known) return reply.code(404).send({ error: 'report not found' });
        if (action === 'hide' && known.object_type === REPORT_OBJECT.article) {
          return reply
            .code(400)
            .send({ error: "an article is taken down with the newsroom's tools; dismiss its reports here" });
        }
        const settled = reports.settle(id, action);
        if (!settled) return reply.code(404).send({ error: 'report not found' });
        // The site's cached pages stop showing it now (at most 2 s waited), not when their time runs out.
        const sitePurged = settled.tags.length > 0 ? await purgeSite(settled.tags) : false;
        return { ok: true, report: presentReport(settled.row), sitePurged };
      });
    },
    { prefix: '/moderation/reports' },
  );
}
