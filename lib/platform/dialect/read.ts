import type { z } from 'zod';
import type { CallDefinition } from '../define';
import { PlatformError } from '../errors';
import { unwrapEnvelope } from '../status';
import { parseBody } from './transport';
import { shapeData } from './shape';
import { learnGeneration } from './generation';
import { readWriteAnswer } from './writes';

/** What of a definition reading its answer needs. */
export type ReadableCall = Pick<CallDefinition<never, z.ZodType, boolean>, 'name' | 'service'> &
  Partial<Pick<CallDefinition<never, z.ZodType, boolean>, 'dialect' | 'method'>>;

/**
 * The one dialect layer between the wire and the schemas (docs/decisions/0074): an answer's body,
 * in whichever generation the platform speaks, as the data the call's schema reads. Throws
 * 'invalid' for a body that is not JSON, 'missing' for an answer that says there is nothing, the
 * envelope's errors as lib/platform/status.ts raises them, and a write's refusal however it is worded.
 */
export function readAnswer(call: ReadableCall, body: string): unknown {
  const parsed = parseBody(body);
  if (!parsed) throw new PlatformError('invalid', call.name, 'invalid answer');
  if (call.service === 'app' && call.name === 'getConfig') learnGeneration(parsed.json);
  const data = shapeData(call.dialect, unwrapEnvelope(call.name, parsed.json));
  // A write's answer is a success or a refusal, in whichever form the generation words it (writes.ts).
  return call.method === 'POST' || call.dialect?.write ? readWriteAnswer(call.name, data) : data;
}
