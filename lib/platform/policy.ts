import 'server-only';
import type { z } from 'zod';
import type { Params } from './decorate';
import type { FilePart } from './request';
import type { AnyCallDefinition, CallDefinition, CallResult } from './define';
import { isMissing } from './errors';
import { contentTtlMs, sharedCache, type SharedCache } from './sharedCache';
import { currentAsker } from './asker';
import type { FormMember } from './dialect/member';

export interface CallOptions {
  signal?: AbortSignal;
  /** The reader's device (decorated as `device`); the server's own when absent. */
  device?: string;
  /** A signed-in member's token; without it the device's anonymous token (the server's own without a device) is used. */
  memberToken?: string;
  /**
   * The reader's address, passed to the platform as X-Forwarded-For (docs/decisions/0080). Calls
   * made inside one of our handlers get it, and the reader's device, from lib/platform/asker.ts.
   */
  address?: string;
  /** Files of a multipart call (uploads); such an answer is never shared. */
  files?: readonly FilePart[];
  /** Set by runCall, never by a caller: the parameters of the definition's public form (lib/platform/dialect/forms.ts). */
  publicParams?: Params;
  /**
   * The member a call with `memberToken` is made for, named in the form on a g1/g2 platform
   * (lib/platform/dialect/member.ts). A handler's calls take it from the session it read
   * (lib/platform/asker.ts); a page's server code passes the session's member itself.
   */
  member?: FormMember;
}

/** How a call reaches the platform once its policy allows it (with the site's auth, or as it is). */
export type Send = <Answer extends z.ZodType>(
  definition: CallDefinition<never, Answer, boolean>,
  params: Params,
  options: CallOptions,
) => Promise<z.output<Answer>>;

/** The input argument: none for calls without parameters. */
export type CallArgs<Input> = [Input] extends [void]
  ? [input?: Input, options?: CallOptions]
  : [input: Input, options?: CallOptions];

function cacheOf(definition: AnyCallDefinition): SharedCache<unknown> {
  const policy = definition.cache!;
  return sharedCache(`call:${definition.service}/${definition.name}`, {
    ttlMs: policy.ttl === 'content' ? contentTtlMs() : policy.ttl,
    maxEntries: policy.maxEntries,
  });
}

/** The same parameters make the same key, whatever their order; empty ones are left out as on the wire. */
function keyOf(params: Params): string {
  const present = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  return JSON.stringify(present.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function settle(definition: AnyCallDefinition, answer: Promise<unknown>): Promise<unknown> {
  try {
    return await answer;
  } catch (error) {
    if (definition.nullWhenMissing && isMissing(error)) return null;
    if (definition.fallback === undefined) throw error;
    // A secondary call: the page is shown without it. The fallback is shared like an answer, so
    // a broken host is not asked again by every render for the ttl.
    console.error(
      `[platform] ${definition.name} failed, shown without it:`,
      error instanceof Error ? error.message : error,
    );
    return definition.fallback;
  }
}

/**
 * A call under its definition's policy: shared when the definition says so (never with a
 * member's token or an abort signal: those belong to one reader), missing things as null,
 * secondary failures as their fallback.
 */
export function runCall<Input, Answer extends z.ZodType, OrNull extends boolean>(
  definition: CallDefinition<Input, Answer, OrNull>,
  input: Input,
  options: CallOptions,
  send: Send,
): Promise<CallResult<Answer, OrNull>> {
  const any = definition as unknown as AnyCallDefinition;
  const params = definition.params(input);
  const policy = definition.cache;
  const shared = policy && !options.signal && !options.memberToken && (policy.when?.(input) ?? true);
  // A call answered for everyone is asked as the server; a reader's own call as that reader, so
  // the platform's limits per device, token and address count them (docs/decisions/0080).
  const asker = shared ? undefined : currentAsker();
  // A member's call names its member: the one the caller says, else the one the running handler's session read.
  const member = options.member ?? (options.memberToken ? (currentAsker()?.member ?? undefined) : undefined);
  const named = member ? { ...options, member } : options;
  const withForm = definition.publicForm ? { ...named, publicParams: definition.publicForm.params(input) } : named;
  const forReader = asker
    ? {
        ...withForm,
        device: options.device ?? asker.device ?? undefined,
        address: options.address ?? asker.address ?? undefined,
      }
    : withForm;
  const load = () => settle(any, send(any, params, forReader));
  const answer = shared ? cacheOf(any).get(keyOf(params), load, policy.tags?.(input) ?? []) : load();
  return answer as Promise<CallResult<Answer, OrNull>>;
}

/** Forgets every shared answer of a call (the config, after the platform refused our auth). */
export function forgetCall(definition: AnyCallDefinition): void {
  if (definition.cache) cacheOf(definition).clear();
}
