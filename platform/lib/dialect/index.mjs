/**
 * The dialect the platform speaks (PLATFORM_DIALECT; docs/reference-platform-dialects.md): one
 * layer between the routes, which answer in the designed form, and the wire. Per call it maps the
 * real parameters (calls.mjs), answers virtual objects (the home column), reshapes the body and
 * frames it (transport.mjs); routes never know which dialect is spoken. It also says which calls
 * exist in the dialect (a real call of its own is answered by a designed call's handler, `via`),
 * with which methods, and which member a real form names (form-member.mjs).
 */
import { DESIGNED, REAL } from './calls.mjs';
import { Redirect, callbackOf, flag, frame, missing, refused, serialize, written } from './transport.mjs';
import { NotFound, PlatformError, assertClean } from '../envelope.mjs';
import { createColumnShapes } from './shapes/columns.mjs';
import { createArticleShapes } from './shapes/articles.mjs';
import { createDiscussShapes } from './shapes/discuss.mjs';
import { createLiveShapes } from './shapes/live.mjs';
import { createPaperShapes } from './shapes/paper.mjs';
import { createAccountShapes } from './shapes/accounts.mjs';
import { createMemberListShapes } from './shapes/member-lists.mjs';
import { formMember } from './form-member.mjs';
import { nameMember } from '../member-of.mjs';
import { COLUMNS_VERSION } from '../../routes/columns.mjs';

/** @typedef {import('./transport.mjs').DialectName} DialectName */
const REAL_DIALECTS = /** @type {DialectName[]} */ (['g1', 'g2']);

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
    mine: createMemberListShapes(ctx, articles),
  };
}
/** @typedef {ReturnType<typeof createShapes>} Shapes */

/**
 * What the real calls need beyond the content: the members (a form names one), the tokens (a token
 * sent beside it must agree), and the app authorisation of the 2020 platform (lib/dialect/app-auth.mjs).
 * @typedef {{members: import('../members.mjs').MemberStore, tokens: import('../tokens.mjs').TokenStore,
 *   appAuth: import('./app-auth.mjs').RealAppAuth}} Services
 */

/**
 * @param {import('../../data/context.mjs').PlatformContext} ctx
 * @param {{dialect: DialectName, homeColumnId: number, services: Services}} o
 */
export function createDialect(ctx, { dialect, homeColumnId, services }) {
  if (ctx.columns.has(homeColumnId)) {
    throw new Error(`PLATFORM_HOME_COLUMN_ID ${homeColumnId} is a column of the seed; choose an id no column has`);
  }
  const shapes = createShapes(ctx, homeColumnId);
  /** The dialects an entry is real in. @param {import('./calls.mjs').RealCall} e */
  const dialectsOf = (e) => e.only ?? REAL_DIALECTS;
  /** The table's entry of a call the platform answers in the real form now; undefined in the designed dialect. @param {string} call */
  const real = (call) => {
    const entry = REAL[call];
    return entry && dialectsOf(entry).includes(dialect) ? entry : undefined;
  };
  /**
   * @param {Record<string, string>} raw @param {Record<string, string>} p
   * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   * @returns {import('./calls.mjs').ShapeContext}
   */
  const context = (raw, p, req, reply) => ({
    raw,
    p,
    homeId: homeColumnId,
    shapes,
    ctx,
    req,
    reply,
    services,
    dialect,
  });

  /**
   * Sends the answer; true, for the pipeline to know the reply is made. (Not the reply itself: a
   * fastify reply is thenable, and awaiting it would lose the answer, so the route would run again.)
   * @param {import('fastify').FastifyReply} reply @param {unknown} value @param {string} callback
   */
  function send(reply, value, callback) {
    const { type, payload } = serialize(value, callback);
    reply.code(200).type(type).send(payload);
    return true;
  }

  /**
   * "No such object" as the call's rule says.
   * @param {import('./calls.mjs').RealCall} entry @param {import('./calls.mjs').ShapeContext} c
   * @param {import('fastify').FastifyReply} reply
   */
  function answerMissing(entry, c, reply) {
    const rule = entry.missing ?? 'empty';
    const callback = callbackOf(c.raw);
    if (typeof rule === 'function') return send(reply, frame(dialect, rule(c), c.raw), callback);
    if (rule === 'empty') return send(reply, missing(dialect, c.raw), callback);
    return send(reply, refused(dialect, rule.refuse), callback);
  }

  /**
   * A refusal: the call's own body for it (calls.mjs `refusal`) where the public record shows one;
   * else `false` on the older gateway (CommentController answers false) and, on the 2020 platform,
   * status -1 with the message and an empty object, as its SSO answered a failure
   * (fixtures/public/sso-error.json).
   * @param {import('./calls.mjs').RealCall} entry @param {PlatformError} err @param {import('./calls.mjs').ShapeContext} c
   * @param {import('fastify').FastifyReply} reply
   */
  function answerRefusal(entry, err, c, reply) {
    const own = entry.refusal?.(err, c);
    if (own !== undefined) return send(reply, frame(dialect, own, c.raw), callbackOf(c.raw));
    if (dialect === 'g1') return send(reply, false, '');
    return send(reply, { ...refused(dialect, err.message), status: err.status }, '');
  }

  return {
    name: dialect,
    homeColumnId,
    /** Calls that need no token: every real call (the public gateways had no tokens; a write names its member). @param {string} call */
    tokenFree: (call) => real(call) !== undefined,
    /** Calls whose parameters come in the clear whatever the interface version (the public record sends them so). @param {string} call */
    plainAllowed: (call) => real(call) !== undefined,
    /** Whether the table knows the call (calls.mjs). @param {string} call */
    knows: (call) => call in REAL || call in DESIGNED,
    /**
     * Whether a call the routes define exists in this dialect: one the table marks as the real
     * platform's own (`realOnly`) exists only in the dialects it is real in.
     * @param {string} call
     */
    serves: (call) => {
      const entry = REAL[call];
      return !entry?.realOnly || dialectsOf(entry).includes(dialect);
    },
    /**
     * The real calls of this dialect answered by a designed call's handler (`via`) that the routes do
     * not define under their own name. @param {string[]} defined
     */
    aliases: (defined) => Object.keys(REAL).filter((name) => real(name)?.via && !defined.includes(name)),
    /** The name of the call whose handler answers this one. @param {string} call */
    handlerOf: (call) => real(call)?.via ?? call,
    /** The methods the call takes in this dialect. @param {string} call @param {('GET'|'POST')[]} designed */
    methodsOf: (call, designed) => real(call)?.methods ?? designed,

    /**
     * Runs one call: the route's handler in between. Answers the reply itself for the real dialects
     * (and is then true); for designed calls it is false, and the pipeline answers the envelope.
     * @param {string} call
     * @param {Record<string, string>} raw the request's parameters
     * @param {(p: Record<string, string>) => Promise<unknown>} handler
     * @param {import('fastify').FastifyReply} reply
     * @param {import('fastify').FastifyRequest} req
     */
    async run(call, raw, handler, reply, req) {
      const entry = real(call);
      if (!entry) return false;
      const c0 = context(raw, raw, req, reply);
      const framing = entry.envelope === 'always' ? { ...raw, curVersions: raw.curVersions || '1' } : raw;
      const callback = entry.kind === 'write' ? '' : callbackOf(raw);
      try {
        if (entry.member) {
          const member = formMember(raw, req, services, entry.memberKeys);
          if (member) nameMember(req, member);
        }
        const p = entry.params ? entry.params(raw, c0) : raw;
        const c = context(raw, p, req, reply);
        const own = entry.own ? await entry.own(c) : entry.intercept?.(c);
        const data = own !== undefined ? own : await handler(p);
        if (data instanceof Redirect) {
          reply.redirect(data.url, 302);
          return true;
        }
        if (entry.kind === 'write') return send(reply, written(dialect, raw), '');
        const body = own !== undefined || !entry.shape ? data : entry.shape(data, c);
        if (entry.kind === 'flag') return send(reply, flag(dialect, Boolean(body), raw), callback);
        assertClean(body);
        return send(reply, frame(dialect, body, framing), callback);
      } catch (err) {
        if (err instanceof NotFound && entry.kind === 'read')
          return answerMissing(entry, context(raw, raw, req, reply), reply);
        if (err instanceof PlatformError && entry.kind !== 'read')
          return answerRefusal(entry, err, context(raw, raw, req, reply), reply);
        throw err;
      }
    },
  };
}

/** @typedef {ReturnType<typeof createDialect>} Dialect */
