import 'server-only';
import type { z } from 'zod';
import type { CallDefinition, CallResult } from './define';
import { runCall, type CallArgs, type Send } from './policy';
import { sendRequest } from './request';

/** Sends a call as it is: no config, token, signature or encryption (definitions with auth 'none'). */
export const sendOpen: Send = (definition, params, options) =>
  sendRequest(definition, {
    params,
    device: options.device,
    address: options.address,
    signal: options.signal,
    files: options.files,
    publicParams: options.publicParams,
    member: options.member,
    headers: options.memberToken ? { token: options.memberToken } : undefined,
  });

/**
 * The calls the site's identity is built from (config, anonymous token, app auth) go through
 * here rather than `platformCall`, which needs that identity first.
 */
export function openCall<Input, Answer extends z.ZodType, OrNull extends boolean>(
  definition: CallDefinition<Input, Answer, OrNull>,
  ...[input, options]: CallArgs<Input>
): Promise<CallResult<Answer, OrNull>> {
  if (definition.auth !== 'none') throw new Error(`${definition.name} needs the site's auth: use platformCall`);
  return runCall(definition, input as Input, options ?? {}, sendOpen);
}
