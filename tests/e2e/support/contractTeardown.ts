import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { checkRecordedAnswers, designedNamesSent } from '../../support/recordedAnswers';

export const RECORD_FILE = '.data/e2e-answers.jsonl';
/** The calls the run's platforms answered, one `service/call count` a line (docs/decisions/0108). */
export const CALLS_FILE = '.data/e2e-calls.txt';

/**
 * After the e2e suite: every answer the reference platform gave during it (PLATFORM_RECORD)
 * must fit the answer schema of that call's definition (lib/platform/<area>/calls.ts). Fails
 * the run when one does not, or when the client made a call that has no definition.
 */
export default async function checkRecordedE2eAnswers(): Promise<void> {
  if (!existsSync(RECORD_FILE)) {
    if (process.env.E2E_WEB_URL) return; // external servers: nothing was recorded
    throw new Error(`no answers recorded in ${RECORD_FILE}`);
  }
  const { checked, undefinedCalls, misfits, used } = checkRecordedAnswers(readFileSync(RECORD_FILE, 'utf8'));
  const total = [...checked.values()].reduce((a, b) => a + b, 0);
  console.log(`contract: ${total} answers of ${checked.size} calls checked against their definitions`);
  // Which forms the journeys sent: a designed name here, where the platform's generation has a
  // real counterpart, is a journey that never went through the real form.
  const lines = [...used].sort(([a], [b]) => a.localeCompare(b)).map(([call, n]) => `${call} ${n}`);
  writeFileSync(CALLS_FILE, `${lines.join('\n')}\n`);
  console.log(`calls answered (${used.size}, counts in ${CALLS_FILE}): ${[...used.keys()].sort().join(' ')}`);
  const designed = designedNamesSent(used);
  if (designed.length > 0) console.log(`designed names sent where a public form exists: ${designed.join(' ')}`);
  const failures = [
    ...(undefinedCalls.length > 0 ? [`calls without a definition: ${undefinedCalls.join(', ')}`] : []),
    ...misfits,
  ];
  if (failures.length > 0)
    throw new Error(`answers that do not fit the contract:\n${failures.slice(0, 10).join('\n')}`);
}
