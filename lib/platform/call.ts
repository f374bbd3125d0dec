import 'server-only';
import type { z } from 'zod';
import type { CallDefinition, CallResult } from './define';
import { runCall, type CallArgs } from './policy';
import { sendAuthorized } from './authorized';
import { sendOpen } from './openCall';

export type { CallOptions } from './policy';

/**
 * Every call the product makes goes through here, by its definition (lib/platform/<area>/calls.ts):
 * its cache policy, its timeout, missing things as null, secondary failures as their fallback,
 * and the site's auth when the definition asks for it (lib/platform/authorized.ts).
 */
export function platformCall<Input, Answer extends z.ZodType, OrNull extends boolean>(
  definition: CallDefinition<Input, Answer, OrNull>,
  ...[input, options]: CallArgs<Input>
): Promise<CallResult<Answer, OrNull>> {
  return runCall(definition, input as Input, options ?? {}, definition.auth === 'site' ? sendAuthorized : sendOpen);
}
