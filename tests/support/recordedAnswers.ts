import { ALL_CALLS, definitionOf } from '../../lib/platform/calls';
import { shapeData } from '../../lib/platform/dialect/shape';
import { saysMissing } from '../../lib/platform/dialect/missing';
import { isPlatformError } from '../../lib/platform/errors';

export interface RecordedCheck {
  /** Answers checked, by `service/call`. */
  checked: Map<string, number>;
  /** Calls the client made that have no definition. */
  undefinedCalls: string[];
  /** Answers that do not fit their definition's answer schema. */
  misfits: string[];
  /**
   * Every call the platform answered, by `service/call` as it came on the wire (refusals and
   * "nothing" included): which forms the journeys sent (designed names or the real ones).
   */
  used: Map<string, number>;
}

/**
 * Checks the answers the reference platform recorded (PLATFORM_RECORD: one JSON line
 * `{service, call, status, data}` per answer) against the answer schema of each call's one
 * definition (lib/platform/calls.ts), read as the client reads it: through the dialect layer's
 * shapes (lib/platform/dialect/shape.ts), since a platform in a real dialect answers in its own form.
 * Only successful answers (status 0) that are not "nothing" ("empty", null) carry a contract.
 */
export function checkRecordedAnswers(jsonl: string): RecordedCheck {
  const checked = new Map<string, number>();
  const undefinedCalls = new Set<string>();
  const misfits: string[] = [];
  const used = new Map<string, number>();
  for (const line of jsonl.split('\n')) {
    if (!line.trim()) continue;
    const answer = JSON.parse(line) as { service?: string; call: string; status: number | null; data: unknown };
    // Known by service and name: the short-video service reuses app_if's names (`article`, `event`).
    const service = answer.service ?? 'app_if';
    const call = `${service}/${answer.call}`;
    used.set(call, (used.get(call) ?? 0) + 1);
    if (answer.status !== 0 || saysMissing(answer.data)) continue;
    const definition = definitionOf(service, answer.call);
    if (!definition) {
      undefinedCalls.add(call);
      continue;
    }
    checked.set(call, (checked.get(call) ?? 0) + 1);
    let shaped: unknown;
    try {
      shaped = shapeData(definition.dialect, answer.data);
    } catch (error) {
      // The dialect read a refusal in the platform's own words under a successful envelope (the 2020
      // delMyDiscuss's inner status 1, "只能删除自己的评论"): what the client shows the reader, not a misfit.
      if (isPlatformError(error) && (error.kind === 'status' || error.kind === 'missing')) continue;
      misfits.push(`${call}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const parsed = definition.answer.safeParse(shaped);
    if (!parsed.success) misfits.push(`${call}: ${JSON.stringify(parsed.error.issues.slice(0, 2))}`);
  }
  return { checked, undefinedCalls: [...undefinedCalls].sort(), misfits, used };
}

/**
 * Of the calls a run sent (`used`), those sent under a designed name whose definition has a public
 * form of another name (searchAllInTime for searchAll, ...): against a platform of a real
 * generation, a journey that sent one of these never went through the real form. A designed call
 * may still go out as itself where its public form has no parameters for the case (a `fav` that
 * collects is the real `fav` too), so this is a list to read, not a verdict.
 */
export function designedNamesSent(used: ReadonlyMap<string, number>): string[] {
  return ALL_CALLS.filter((call) => call.publicForm && call.publicForm.name !== call.name && call.service === 'app')
    .map((call) => `app_if/${call.name}`)
    .filter((key) => used.has(key))
    .sort();
}
