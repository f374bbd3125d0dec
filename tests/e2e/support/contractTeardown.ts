import { existsSync, readFileSync } from 'node:fs';
import { checkRecordedAnswers } from '../../support/recordedAnswers';

export const RECORD_FILE = '.data/e2e-answers.jsonl';

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
  const { checked, undefinedCalls, misfits } = checkRecordedAnswers(readFileSync(RECORD_FILE, 'utf8'));
  const total = [...checked.values()].reduce((a, b) => a + b, 0);
  console.log(`contract: ${total} answers of ${checked.size} calls checked against their definitions`);
  const failures = [
    ...(undefinedCalls.length > 0 ? [`calls without a definition: ${undefinedCalls.join(', ')}`] : []),
    ...misfits,
  ];
  if (failures.length > 0)
    throw new Error(`answers that do not fit the contract:\n${failures.slice(0, 10).join('\n')}`);
}
