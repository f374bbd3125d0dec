/**
 * The newsroom's correction of a published article (docs/decisions/0029: an edit reaches readers
 * through every cache within 30 s), as a bare JSON endpoint behind the live editor's bearer token
 * (PLATFORM_EDITOR_TOKEN; registered only when one is configured, or in dev and faults mode).
 * The platform does not tell the site: readers see the change when the site's caches expire it
 * (server/freshness.mjs), or at once when the newsroom also calls the site's purge endpoint.
 *
 *   POST /editor/articles/:id   {title?, summary?}
 */
import { requireSecretHeader } from '../lib/editor-tools.mjs';

/** @param {unknown} v */
const text = (v, max = 500) => (typeof v === 'string' && v.trim() !== '' && v.length <= max ? v.trim() : null);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{articles: import('../data/articles.mjs').ArticleStore, editorToken: string}} deps
 */
export default function registerArticleEditor(app, { articles, editorToken }) {
  app.register(async (scope) => {
    requireSecretHeader(scope, {
      name: 'authorization',
      secret: `Bearer ${editorToken}`,
      error: 'editor token required',
    });

    scope.post('/editor/articles/:id', async (req, reply) => {
      const id = Number(/** @type {{id: string}} */ (req.params).id);
      const body = /** @type {{title?: unknown, summary?: unknown}} */ (req.body ?? {});
      const title = text(body.title);
      const summary = text(body.summary);
      if (!title && !summary)
        return reply.code(400).send({ error: 'title or summary: text of at most 500 characters' });
      if (!Number.isInteger(id) || id <= 0 || !articles.edit(id, { title, summary }))
        return reply.code(404).send({ error: 'article not found' });
      return { ok: true, id };
    });
  });
}
