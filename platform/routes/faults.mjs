/**
 * Control endpoints for fault injection and token tricks; registered only with
 * PLATFORM_FAULTS=1 (otherwise these paths are plain 404s). Answers are bare JSON:
 * they are for tests, not part of the platform's dialect.
 */
import { PlatformError } from '../lib/envelope.mjs';
import { parseRule } from '../lib/faults.mjs';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{faults: import('../lib/faults.mjs').FaultState, tokens: import('../lib/tokens.mjs').TokenStore,
 *   members: import('../lib/members.mjs').MemberStore}} deps
 */
export default function registerFaultControl(app, { faults, tokens, members }) {
  app.post('/__faults', async (req) => {
    try {
      faults.add(parseRule(req.body));
    } catch (error) {
      throw new PlatformError(/** @type {Error} */ (error).message, -1, 400);
    }
    return { ok: true, queued: faults.rules.length };
  });

  app.delete('/__faults', async () => {
    faults.clearRules();
    return { ok: true };
  });

  app.get('/__faults/counts', async () => ({ counts: Object.fromEntries(faults.counts) }));

  app.post('/__faults/reset', async () => {
    faults.reset();
    return { ok: true };
  });

  app.post('/__faults/expire-tokens', async () => ({ ok: true, expired: tokens.expireAll() }));

  // The platform's operators disabling a member (docs/decisions/0024): every login of theirs ends now.
  app.post('/__faults/member-disabled', async (req) => {
    const body = /** @type {{userId?: unknown, disabled?: unknown} | undefined} */ (req.body);
    const id = Number(body?.userId);
    if (!Number.isInteger(id) || id <= 0) throw new PlatformError('userId is required', -1, 400);
    const disabled = body?.disabled !== false;
    if (!members.setDisabled(id, disabled)) throw new PlatformError('member not found', -1, 404);
    return { ok: true, disabled, ended: disabled ? tokens.endMember(String(id)) : 0 };
  });

  // Until login exists, tests get a member's tokens here.
  app.post('/__faults/member-token', async (req) => {
    const body = /** @type {{userId?: unknown, device?: unknown} | undefined} */ (req.body);
    const userId = body?.userId;
    if ((typeof userId !== 'string' && typeof userId !== 'number') || String(userId) === '') {
      throw new PlatformError('userId is required', -1, 400);
    }
    return tokens.mintMemberPair(String(userId), body?.device ? String(body.device) : '');
  });
}
