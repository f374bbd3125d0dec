import { existsSync, readFileSync } from 'node:fs';
import { definitionOf } from '../../../lib/platform/calls';

export const RECORD_FILE = '.data/e2e-answers.jsonl';

/**
 * After the e2e suite: every answer the reference platform gave during it (PLATFORM_RECORD)
 * must fit the answer schema of that call's definition (lib/platform/calls.ts). Fails the run
 * when one does not, or when a call has no definition; prints which calls were exercised.
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
    // Known by service and name: the short-video service reuses app_if's names (`article`, `event`).
    const service = answer.service ?? 'app_if';
    const call = `${service}/${answer.call}`;
    if (status !== 0) continue;
    const definition = definitionOf(service, answer.call);
    if (!definition) {
      unknown.add(call);
      continue;
    }
    checked.set(call, (checked.get(call) ?? 0) + 1);
    const parsed = definition.answer.safeParse(data);
    if (!parsed.success) failures.push(`${call}: ${JSON.stringify(parsed.error.issues.slice(0, 2))}`);
  }
  const total = [...checked.values()].reduce((a, b) => a + b, 0);
  console.log(`contract: ${total} answers of ${checked.size} calls checked against the client's schemas`);
  // The client made a call that has no definition: it was defined by hand somewhere (docs/decisions/0011).
  if (unknown.size > 0) failures.unshift(`calls without a definition in lib/platform/<area>/calls.ts: ${[...unknown].sort().join(', ')}`);
  if (failures.length > 0) throw new Error(`answers that do not fit the contract:\n${failures.slice(0, 10).join('\n')}`);
}
