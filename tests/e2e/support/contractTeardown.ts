import { existsSync, readFileSync } from 'node:fs';
import { ANSWER_SCHEMAS } from '../../../lib/platform/schemas/registry';

export const RECORD_FILE = '.data/e2e-answers.jsonl';

/**
 * After the e2e suite: every answer the reference platform gave during it (PLATFORM_RECORD)
 * must fit the client's schema for that call. Fails the run when one does not; prints which
 * calls were exercised and which have no client schema.
 */
export default async function checkRecordedAnswers(): Promise<void> {
  if (!existsSync(RECORD_FILE)) {
    if (process.env.E2E_WEB_URL) return; // external servers: nothing was recorded
    throw new Error(`no answers recorded in ${RECORD_FILE}`);
  }
  const failures: string[] = [];
  const checked = new Map<string, number>();
  const unknown = new Set<string>();
  for (const line of readFileSync(RECORD_FILE, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const answer = JSON.parse(line) as { service?: string; call: string; status: number; data: unknown };
    const { status, data } = answer;
    // Services other than app_if reuse call names (the short-video service has its own `event`).
    const call = answer.service === 'mvod' ? `mvod/${answer.call}` : answer.call;
    if (status !== 0) continue;
    const schema = ANSWER_SCHEMAS[call];
    if (!schema) {
      unknown.add(call);
      continue;
    }
    checked.set(call, (checked.get(call) ?? 0) + 1);
    const parsed = schema.safeParse(data);
    if (!parsed.success) failures.push(`${call}: ${JSON.stringify(parsed.error.issues.slice(0, 2))}`);
  }
  const total = [...checked.values()].reduce((a, b) => a + b, 0);
  console.log(`contract: ${total} answers of ${checked.size} calls checked against the client's schemas`);
  if (unknown.size > 0) console.log(`contract: calls without a client schema: ${[...unknown].sort().join(', ')}`);
  if (failures.length > 0) throw new Error(`answers that do not fit the contract:\n${failures.slice(0, 10).join('\n')}`);
}
