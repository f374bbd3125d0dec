/**
 * The member a real-dialect form names. The public gateways take the member from the form
 * (`userID`, `userName`: CommentInfo, FavoriteInfo, TipoffInfo, VoteInfo, ActivityInfo, TopicInfo of
 * intergrate-dev/xy-wan-xzw; AMUC's `uid`, `member`, `userid`) and ask no token. The reference platform
 * does the same in g1 and g2, with two rules of its own (docs/decisions/0082):
 *   - the id must be a member the platform has and has not disabled, or the call is refused;
 *   - a member token sent beside it (a later generation's client) must name the same member: a form
 *     cannot act for someone else while holding another's token.
 * A form that names nobody (no id, or 0 / -1 as the real clients send for "nobody") leaves the
 * token's member, if any, as the actor.
 */
import { PlatformError, NOT_YOURS } from '../envelope.mjs';
import { pick } from '../params.mjs';

/** Where the real forms name their member. */
export const MEMBER_KEYS = ['userID', 'userId', 'uid', 'member', 'userid'];
const NOBODY = new Set(['0', '-1']);

/** @param {unknown} v */
const header = (v) => (Array.isArray(v) ? String(v[0]) : v === undefined ? '' : String(v));

/**
 * @param {Record<string, string>} p the request's parameters
 * @param {import('fastify').FastifyRequest} req
 * @param {{members: import('../members.mjs').MemberStore, tokens: import('../tokens.mjs').TokenStore}} services
 * @param {string[]} [keys] the form fields that name the member, in order
 * @returns {import('../members.mjs').MemberRow | null}
 */
export function formMember(p, req, { members, tokens }, keys = MEMBER_KEYS) {
  const row = tokens.valid(header(req.headers.token), ['access']);
  const holder = row ? members.byId(Number(row.user_id)) : undefined;
  const tokenMember = holder && holder.disabled_at === null ? holder : null;
  const raw = pick(p, ...keys);
  if (raw === undefined || NOBODY.has(raw.trim())) return tokenMember;
  if (!/^\d{1,12}$/.test(raw.trim())) throw new PlatformError(`${keys[0]} is invalid`);
  const member = members.byId(Number(raw));
  if (!member || member.disabled_at !== null) throw new PlatformError('member not found');
  if (row && (!tokenMember || tokenMember.id !== member.id))
    throw new PlatformError('the form names another member than the token', NOT_YOURS);
  return member;
}
