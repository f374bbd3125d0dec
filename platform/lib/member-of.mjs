/**
 * The member behind a request's `token` header (an access token), for the calls a member makes;
 * the envelope error 'please log in' without one, as the member calls answer (routes/members.mjs).
 */
import { PlatformError } from './envelope.mjs';

/**
 * @param {{tokens: import('./tokens.mjs').TokenStore, members: import('./members.mjs').MemberStore}} deps
 */
export function createMemberOf({ tokens, members }) {
  /** @param {import('fastify').FastifyRequest} req @returns {import('./members.mjs').MemberRow | null} */
  const optional = (req) => {
    const header = req.headers.token;
    const row = tokens.valid(Array.isArray(header) ? header[0] : header, ['access']);
    const member = row ? members.byId(Number(row.user_id)) : undefined;
    // A member the platform disabled is nobody, whatever token they still hold (docs/decisions/0024).
    return member && member.disabled_at === null ? member : null;
  };
  return {
    optional,
    /** @param {import('fastify').FastifyRequest} req */
    required(req) {
      const member = optional(req);
      if (!member) throw new PlatformError('please log in');
      return member;
    },
  };
}
/** @typedef {ReturnType<typeof createMemberOf>} MemberOf */
