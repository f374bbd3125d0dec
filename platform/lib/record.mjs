/**
 * Answer recording (PLATFORM_RECORD=/path/file.jsonl) for the contract test: one
 * line per /app_if and /adv envelope answer, `{"service","call","status","data"}`,
 * so the client's schemas can be checked against what the platform really said.
 * Injected faults are skipped: those are the test's words, not the platform's. The SSO service's
 * calls are noted by name alone (`status` null).
 */
import fs from 'node:fs';
import path from 'node:path';
import { serviceCallOf } from './http.mjs';
import { FAULT_HEADER } from './faults.mjs';

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} file
 */
export function installRecorder(app, file) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method === 'OPTIONS') return payload;
    // The SSO service's calls (sign-in by password, code, weixin) answer in its own form, not the
    // envelope: they are noted by name alone (status null, nothing to check), so the record says
    // which forms a run sent (tests/e2e/support/contractTeardown.ts; docs/decisions/0108).
    const sso = /^\/(sso-app\/api|sso)\/([^?]+?)\/*(?:\?|$)/.exec(req.url);
    if (sso) {
      fs.appendFileSync(file, `${JSON.stringify({ service: sso[1], call: sso[2], status: null, data: null })}\n`);
      return payload;
    }
    const target = serviceCallOf(req.url);
    if (!target || target.service === 'stat') return payload;
    if (reply.getHeader(FAULT_HEADER) || typeof payload !== 'string') return payload;
    let body;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body.status !== 'number') return payload;
    // Synchronous append keeps lines whole and in answer order.
    const line = { service: target.service, call: target.call, status: body.status, data: body.data ?? null };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    return payload;
  });
}
