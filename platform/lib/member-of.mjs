/**
 * The member behind a request, for the calls a member makes. In the designed dialect that is whoever
 * the `token` header's access token names; in the real dialects (docs/reference-platform-dialects.md)
 * a write names its member in the form, and the dialect layer resolves that name before the route
 * runs (`nameMember`), so routes ask this one place either way. The envelope error 'please log in'
 * without a member, as the member calls answer (routes/members.mjs).
 */
import { PlatformError } from './envelope.mjs';

/**
 * Members the dialect layer resolved from a request's form (lib/dialect/form-member.mjs). Held per
 * request object, so nothing outlives the request.
 * @type {WeakMap<object, import('./members.mjs').MemberRow>}
 */
const named = new WeakMap();

/**
 * The member a real-dialect form named, checked by the dialect layer: routes take them as they take
 * a token's member. @param {object} req @param {import('./members.mjs').MemberRow} member
 */
export function nameMember(req, member) {
  named.set(req, member);
}

/** The member a real-dialect form named for this request, if any. @param {object} req */
export const memberNamedBy = (req) => named.get(req) ?? null;

/**
 * @param {{tokens: import('./tokens.mjs').TokenStore, members: import('./members.mjs').MemberStore}} deps
 */
export function createMemberOf({ tokens, members }) {
  /** @param {import('fastify').FastifyRequest} req @returns {import('./members.mjs').MemberRow | null} */
  const optional = (req) => {
    const formMember = named.get(req);
    if (formMember) return formMember;
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
