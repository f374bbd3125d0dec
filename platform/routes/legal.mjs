/**
 * The legal documents (docs/platform-api.md, "Legal documents"): getProtocol answers the current
 * version of the user agreement or the privacy policy in a language (the binding Chinese text when
 * there is no translation). Editors publish a new version through a bare JSON endpoint behind the
 * editor token, as the article corrections do; the site's cached pages of both documents are then
 * dropped at once (the purge endpoint), and members are asked to accept the new version again.
 *
 *   POST /editor/protocol/:type   {texts: [{lang, title, content}]}   (type agreement or privacy)
 */
import { PlatformError } from '../lib/envelope.mjs';
import { pick } from '../lib/params.mjs';
import { requireSecretHeader } from '../lib/editor-tools.mjs';
import { formatPlatformTime } from '../lib/time.mjs';
import { BINDING_LANG, LEGAL_TYPES } from '../lib/legal.mjs';

/**
 * The site's cache tags of the two documents: its shared answers of getProtocol (lib/cache/tags.ts) and
 * its pages (server/pageRoutes.mjs names a page `route:{name}`).
 */
export const LEGAL_PURGE_TAGS = ['legal:documents', 'route:userAgreement', 'route:privacyPolicy'];
/** What one text may be: long enough for a real policy, bounded for the editor's mistakes. */
const MAX_CONTENT = 200_000;

/** @param {unknown} v @returns {import('../lib/legal.mjs').LegalType | null} */
const typeOf = (v) =>
  LEGAL_TYPES.includes(/** @type {never} */ (v)) ? /** @type {import('../lib/legal.mjs').LegalType} */ (v) : null;

/**
 * @param {import('../lib/pipeline.mjs').Service} svc
 * @param {{legal: import('../lib/legal.mjs').LegalStore}} deps
 */
export function registerLegalCalls(svc, { legal }) {
  svc.call(
    'getProtocol',
    (p) => {
      const type = typeOf(pick(p, 'type'));
      if (!type) throw new PlatformError('type must be agreement or privacy');
      const lang = String(pick(p, 'lang') ?? BINDING_LANG).slice(0, 8);
      const doc = legal.current(type, lang);
      if (!doc) throw new PlatformError('protocol not found');
      const versions = legal.versions();
      return {
        type,
        version: doc.version,
        lang: doc.lang,
        title: doc.title,
        content: doc.content,
        effectiveTime: formatPlatformTime(Math.floor(doc.effective_at / 1000)),
        agreementVersion: versions.agreement,
        privacyVersion: versions.privacy,
      };
    },
    { methods: ['GET'] },
  );
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{legal: import('../lib/legal.mjs').LegalStore, editorToken: string, purgeSite: (tags: string[]) => Promise<boolean>}} deps
 */
export function registerLegalEditor(app, { legal, editorToken, purgeSite }) {
  app.register(async (scope) => {
    requireSecretHeader(scope, {
      name: 'authorization',
      secret: `Bearer ${editorToken}`,
      error: 'editor token required',
    });
    scope.post('/editor/protocol/:type', async (req, reply) => {
      const type = typeOf(/** @type {{type: string}} */ (req.params).type);
      if (!type) return reply.code(404).send({ error: 'type must be agreement or privacy' });
      const body = /** @type {{texts?: unknown}} */ (req.body ?? {});
      const texts = Array.isArray(body.texts) ? body.texts : [];
      /** @param {unknown} v @param {number} max */
      const text = (v, max) => (typeof v === 'string' && v.trim() !== '' && v.length <= max ? v.trim() : null);
      const clean = texts.map((t) => ({
        lang: text(t?.lang, 8),
        title: text(t?.title, 200),
        content: text(t?.content, MAX_CONTENT),
      }));
      if (
        clean.length === 0 ||
        clean.some((t) => !t.lang || !t.title || !t.content) ||
        !clean.some((t) => t.lang === BINDING_LANG)
      ) {
        return reply.code(400).send({ error: `texts: [{lang, title, content}], one of them in '${BINDING_LANG}'` });
      }
      const version = legal.publish(type, /** @type {{lang: string, title: string, content: string}[]} */ (clean));
      return { ok: true, type, version, sitePurged: await purgeSite(LEGAL_PURGE_TAGS) };
    });
  });
}
