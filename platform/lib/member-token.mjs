/**
 * The member behind a request's `token` header (an access token from a login), for calls of
 * areas other than members.mjs. No valid token: the envelope's "please log in".
 */
import { PlatformError } from './envelope.mjs';

/** What a call answers without a member: the message the clients know (routes/members.mjs). */
export const NOT_SIGNED_IN = 'please log in';

/**
 * @param {import('fastify').FastifyRequest} req
 * @param {import('./tokens.mjs').TokenStore} tokens @param {import('./members.mjs').MemberStore} members
 */
export function optionalMemberFromToken(req, tokens, members) {
  const header = req.headers.token;
  const row = tokens.valid(Array.isArray(header) ? header[0] : header, ['access']);
  return row ? members.byId(Number(row.user_id)) : undefined;
}

/**
 * @param {import('fastify').FastifyRequest} req
 * @param {import('./tokens.mjs').TokenStore} tokens @param {import('./members.mjs').MemberStore} members
 */
export function memberFromToken(req, tokens, members) {
  const member = optionalMemberFromToken(req, tokens, members);
  if (!member) throw new PlatformError(NOT_SIGNED_IN);
  return member;
}
