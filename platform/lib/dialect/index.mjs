/**
 * The dialect the platform speaks (PLATFORM_DIALECT; docs/reference-platform-dialects.md): one
 * layer between the routes, which answer in the designed form, and the wire. Per call it maps the
 * real parameters (calls.mjs), answers virtual objects (the home column), reshapes the body and
 * frames it (transport.mjs); routes never know which dialect is spoken.
 */
import { DESIGNED, REAL } from './calls.mjs';
import { callbackOf, frame, missing, refused, serialize, written } from './transport.mjs';
import { NotFound, PlatformError, assertClean } from '../envelope.mjs';
import { createColumnShapes } from './shapes/columns.mjs';
import { createArticleShapes } from './shapes/articles.mjs';
import { createDiscussShapes } from './shapes/discuss.mjs';
import { createLiveShapes } from './shapes/live.mjs';
import { createPaperShapes } from './shapes/paper.mjs';
import { createAccountShapes } from './shapes/accounts.mjs';
import { COLUMNS_VERSION } from '../../routes/columns.mjs';

/** @typedef {import('./transport.mjs').DialectName} DialectName */

/**
 * @param {import('../../data/context.mjs').PlatformContext} ctx
 * @param {number} homeId
 */
function createShapes(ctx, homeId) {
  const columns = createColumnShapes(ctx, homeId);
  const articles = createArticleShapes(ctx, columns);
  return {
    columnsVersion: COLUMNS_VERSION,
    columns,
    articles,
    discuss: createDiscussShapes(ctx, articles, columns),
    live: createLiveShapes(ctx),
    paper: createPaperShapes(ctx),
    accounts: createAccountShapes(),
  };
}
/** @typedef {ReturnType<typeof createShapes>} Shapes */

/**
 * @param {import('../../data/context.mjs').PlatformContext} ctx
 * @param {{dialect: DialectName, homeColumnId: number}} o
 */
export function createDialect(ctx, { dialect, homeColumnId }) {
  if (ctx.columns.has(homeColumnId)) {
    throw new Error(`PLATFORM_HOME_COLUMN_ID ${homeColumnId} is a column of the seed; choose an id no column has`);
  }
  const shapes = createShapes(ctx, homeColumnId);
  /** The table's entry of a call the real dialects answer in the real form; undefined in the designed dialect. @param {string} call */
  const real = (call) => (dialect === 'designed' ? undefined : REAL[call]);
  /** @param {Record<string, string>} raw @param {Record<string, string>} p @returns {import('./calls.mjs').ShapeContext} */
  const context = (raw, p) => ({ raw, p, homeId: homeColumnId, shapes, ctx });

  /**
   * @param {import('fastify').FastifyReply} reply @param {unknown} value @param {string} callback
   */
  function send(reply, value, callback) {
    const { type, payload } = serialize(value, callback);
    return reply.code(200).type(type).send(payload);
  }

  /**
   * "No such object" as the call's rule says.
   * @param {string} call @param {import('./calls.mjs').RealCall} entry @param {import('./calls.mjs').ShapeContext} c
   * @param {import('fastify').FastifyReply} reply
   */
  function answerMissing(call, entry, c, reply) {
    const rule = entry.missing ?? 'empty';
    const callback = callbackOf(c.raw);
    if (typeof rule === 'function') return send(reply, frame(dialect, rule(c), c.raw), callback);
    if (rule === 'empty') return send(reply, missing(dialect, c.raw), callback);
    return send(reply, refused(dialect, rule.refuse), callback);
  }

  return {
    name: dialect,
    homeColumnId,
    /** Calls that need no token: the real dialects' reading calls (the public gateways had none). @param {string} call */
    tokenFree: (call) => real(call)?.kind === 'read',
    /** Whether the table knows the call (calls.mjs). @param {string} call */
    knows: (call) => call in REAL || call in DESIGNED,

    /**
     * Runs one call: the route's handler in between. Answers the reply itself for the real dialects;
     * designed calls return the envelope as they always did.
     * @param {string} call
     * @param {Record<string, string>} raw the request's parameters
     * @param {(p: Record<string, string>) => Promise<unknown>} handler
     * @param {import('fastify').FastifyReply} reply
     */
    async run(call, raw, handler, reply) {
      const entry = real(call);
      if (!entry) return null;
      const c0 = context(raw, raw);
      const p = entry.params ? entry.params(raw, c0) : raw;
      const c = context(raw, p);
      const callback = entry.kind === 'read' ? callbackOf(raw) : '';
      try {
        const own = entry.intercept?.(c);
        const data = own !== undefined ? own : await handler(p);
        if (entry.kind === 'write') return send(reply, written(dialect, raw), '');
        const body = own !== undefined || !entry.shape ? data : entry.shape(data, c);
        assertClean(body);
        return send(reply, frame(dialect, body, raw), callback);
      } catch (err) {
        if (err instanceof NotFound) return answerMissing(call, entry, c, reply);
        // A refused write is `false` on the older gateway (CommentController answers false).
        if (entry.kind === 'write' && dialect === 'g1' && err instanceof PlatformError) return send(reply, false, '');
        throw err;
      }
    },
  };
}

/** @typedef {ReturnType<typeof createDialect>} Dialect */
