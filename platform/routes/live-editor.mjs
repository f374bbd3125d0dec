/**
 * The live editor surface (docs/decisions/0019): what a newsroom's live desk does during a broadcast,
 * as bare JSON endpoints behind a bearer token (PLATFORM_EDITOR_TOKEN; registered only when one
 * is configured, or in dev and faults mode). platform/cli/live-editor.mjs is the command line
 * over them. Every change is pushed to the sockets at once (lib/livePush.mjs).
 *
 *   POST /editor/lives/:id/status    {status: 0|1|2, replay?: boolean}
 *   POST /editor/lives/:id/schedule  {startInSeconds, endInSeconds}   from now; the schedule moves it
 *   POST /editor/lives/:id/reports   {content, user, title?, isTop?, pictures?: number[], video?: boolean}
 *   POST /editor/lives/:id/discuss   {id, userName, content}   an approved discussion comment, pushed
 */
import { requireSecretHeader } from '../lib/editor-tools.mjs';
import { PICTURE_COUNT, VIDEO } from '../lib/media-names.mjs';
import { formatPlatformTime } from '../lib/time.mjs';

/** @param {unknown} v */
const text = (v, max = 2000) => (typeof v === 'string' && v.trim() !== '' && v.length <= max ? v.trim() : null);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{lives: import('../data/lives.mjs').LiveStore, push: import('../lib/livePush.mjs').LivePush, editorToken: string}} deps
 */
export default function registerLiveEditor(app, { lives, push, editorToken }) {
  app.register(async (scope) => {
    requireSecretHeader(scope, {
      name: 'authorization',
      secret: `Bearer ${editorToken}`,
      error: 'editor token required',
    });

    /** @param {unknown} raw */
    const liveId = (raw) => {
      const id = Number(raw);
      return Number.isInteger(id) && id > 0 && lives.statusOf(id) ? id : null;
    };

    scope.post('/editor/lives/:id/status', async (req, reply) => {
      const id = liveId(/** @type {{id: string}} */ (req.params).id);
      const body = /** @type {{status?: unknown, replay?: unknown}} */ (req.body ?? {});
      if (!id) return reply.code(404).send({ error: 'live not found' });
      if (body.status !== 0 && body.status !== 1 && body.status !== 2)
        return reply.code(400).send({ error: 'status: 0, 1 or 2' });
      lives.setStatus(id, body.status, { replay: body.replay !== false });
      const sockets = push.status(id);
      return { ok: true, live: lives.statusOf(id), sockets };
    });

    scope.post('/editor/lives/:id/schedule', async (req, reply) => {
      const id = liveId(/** @type {{id: string}} */ (req.params).id);
      const body = /** @type {{startInSeconds?: unknown, endInSeconds?: unknown}} */ (req.body ?? {});
      if (!id) return reply.code(404).send({ error: 'live not found' });
      const start = Number(body.startInSeconds);
      const end = Number(body.endInSeconds);
      if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start)
        return reply.code(400).send({ error: 'startInSeconds < endInSeconds' });
      const now = Math.floor(Date.now() / 1000);
      lives.schedule(id, now + Math.round(start), now + Math.round(end));
      return {
        ok: true,
        startTime: formatPlatformTime(now + Math.round(start)),
        endTime: formatPlatformTime(now + Math.round(end)),
      };
    });

    scope.post('/editor/lives/:id/reports', async (req, reply) => {
      const id = liveId(/** @type {{id: string}} */ (req.params).id);
      const body =
        /** @type {{content?: unknown, user?: unknown, title?: unknown, isTop?: unknown, pictures?: unknown, video?: unknown}} */ (
          req.body ?? {}
        );
      if (!id) return reply.code(404).send({ error: 'live not found' });
      const content = text(body.content);
      const user = text(body.user, 40);
      if (!content || !user) return reply.code(400).send({ error: 'content and user are required' });
      const pictures = Array.isArray(body.pictures)
        ? body.pictures.filter((n) => Number.isInteger(n) && n > 0 && n <= PICTURE_COUNT).slice(0, 9)
        : [];
      const report = lives.postReport(id, {
        content,
        user,
        title: text(body.title, 100) ?? '',
        isTop: body.isTop === true,
        pictures,
        video: body.video === true ? VIDEO.hls : '',
      });
      const sockets = push.report(id, report);
      return { ok: true, report, sockets };
    });

    scope.post('/editor/lives/:id/discuss', async (req, reply) => {
      const id = liveId(/** @type {{id: string}} */ (req.params).id);
      const body = /** @type {{id?: unknown, userName?: unknown, content?: unknown}} */ (req.body ?? {});
      if (!id) return reply.code(404).send({ error: 'live not found' });
      const content = text(body.content, 500);
      const userName = text(body.userName, 40);
      if (!content || !userName || !Number.isInteger(body.id))
        return reply.code(400).send({ error: 'id, userName and content are required' });
      const comment = { id: body.id, userName, content, created: formatPlatformTime(Math.floor(Date.now() / 1000)) };
      return { ok: true, sockets: push.discuss(id, comment) };
    });
  });
}
