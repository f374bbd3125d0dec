import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { invalidateTags } from '@/lib/cache/tags';
import { absoluteUrl } from '@/lib/routing/site';
import { isSameOrigin } from '@/lib/http/sameOrigin';
import type { SessionMember } from '@/lib/session/member';
import { clearSession, saveSession } from '@/lib/session/session';
import { liveSession, settleRefusal } from '@/lib/auth/sessionRefresh';
import { needsRefresh } from '@/lib/auth/memberRefresh';
import { isRefused } from '@/lib/session/revoked';
import { asAsker, nameMember } from '@/lib/platform/asker';
import { errorBody, handlerError, toHandlerError, type HandlerError } from './handlerError';
import { DEFAULT_MAX_BODY_BYTES, isFormPost, parseInput, queryOf, readRawInput } from './readInput';
import { addressOf, deviceIssuedByThisCall, deviceOf, memberOf } from './requester';
import type { RateLimitHook } from './rateLimit';

export type HandlerMethod = 'GET' | 'POST';
/** Whether the handler needs a signed-in member (401 without one), may use one, or never looks. */
export type MemberRule = 'required' | 'optional' | 'none';
/**
 * Whether the handler acts for the reader's device: `required` (400 noDevice without its cookie),
 * `established` (required, and not one given by this very call: 400 deviceNew, for writes that
 * count per device, such as likes, docs/decisions/0043), or `optional`.
 */
export type DeviceRule = 'required' | 'established' | 'optional';

type MemberFor<R extends MemberRule> = R extends 'required'
  ? SessionMember
  : R extends 'optional'
    ? SessionMember | null
    : null;
type DeviceFor<D extends DeviceRule> = D extends 'required' | 'established' ? string : string | null;

/** The answer of a handler that answers something other than JSON (an image, a redirect). */
export const rawResponse = z.instanceof(Response);

export interface HandlerContext<Input, R extends MemberRule, D extends DeviceRule> {
  /** The body of a POST or the query of a GET, as the input schema made it. */
  input: Input;
  member: MemberFor<R>;
  device: DeviceFor<D>;
  request: NextRequest;
  /** Headers and cookies sent with the answer, success or failure (a sign-in's session cookie). Its body is never sent. */
  response: NextResponse;
}

export interface HandlerDefinition<
  P extends string,
  M extends HandlerMethod,
  IS extends z.ZodType,
  AS extends z.ZodType,
  R extends MemberRule,
  D extends DeviceRule,
> {
  /** The path under `{basePath}/api/`, as the route's folder names it: the browser client's address. */
  path: P;
  method: M;
  /** Schema of the body (POST) or of the query (GET); a mismatch answers 400 saying which rule broke. */
  input: IS;
  /** Schema of the answer: what the browser client's type is made of; checked before it is sent. */
  answer: AS;
  member: R;
  device?: D;
  /** Asked before the input is read; a number of seconds answers 429 with Retry-After. */
  rateLimit?: RateLimitHook;
  /** The cache tags a successful write changed (lib/cache/tags.ts); every cache drops them before the answer. */
  invalidates?: (input: z.output<IS>, answer: z.output<AS>) => readonly string[];
  /**
   * Set when a page's <form> may post here before hydration (or without script): the path
   * (without the base path) the reader is sent to after success (303). Without it, form bodies are refused (415).
   */
  form?: { redirect: (answer: z.output<AS>, input: z.output<IS>) => string };
  /** Cache-Control of a successful answer (default no-store; errors are always no-store). */
  cacheControl?: string;
  /** HTTP status of a successful answer (default 200). */
  status?: number;
  maxBodyBytes?: number;
  /**
   * The handler reads the body itself, as a stream (uploads: features/uploads/server/readUpload.ts); the
   * input schema then reads the query. Only for POSTs that carry a file.
   */
  streamsBody?: boolean;
  handle: (context: HandlerContext<z.output<IS>, R, D>) => Promise<z.input<AS>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any definition, for the helpers that read one
export type AnyHandlerDefinition = HandlerDefinition<string, HandlerMethod, z.ZodType, z.ZodType, MemberRule, any>;

/** A route handler (export it as its method from route.ts) that carries its definition for the client types. */
export type DefinedHandler<Def extends AnyHandlerDefinition> = ((request: NextRequest) => Promise<Response>) & {
  readonly definition: Def;
};

/**
 * The one way our own API answers (docs/decisions/0008): every route handler in app/api is a
 * definition given to this wrapper, which does, in this order and nowhere else:
 * same-origin check for writes (403) → device cookie (400) → member (401) → rate limit (429)
 * → a device from an earlier call, where the definition asks for one (400 deviceNew)
 * → input read and checked (413/415/400) → handle → answer checked → cache tags invalidated →
 * JSON (or the 303 of a form post). Every failure is the one error answer of lib/http/errorBody.ts.
 */
export function defineHandler<
  P extends string,
  M extends HandlerMethod,
  IS extends z.ZodType,
  AS extends z.ZodType,
  R extends MemberRule,
  D extends DeviceRule = 'optional',
>(definition: HandlerDefinition<P, M, IS, AS, R, D>): DefinedHandler<HandlerDefinition<P, M, IS, AS, R, D>> {
  // Every platform call the handler makes is made for this reader: their device's own anonymous
  // token, their address passed on (lib/platform/asker.ts, docs/decisions/0080).
  const route = (request: NextRequest): Promise<Response> =>
    asAsker({ device: deviceOf(request), address: addressOf(request) }, () => respond(request));
  const respond = async (request: NextRequest): Promise<Response> => {
    const draft = new NextResponse(null);
    try {
      if (definition.method !== 'GET' && !isSameOrigin(request))
        throw handlerError('forbidden', 'writes come from our own pages only');
      const device = deviceOf(request);
      if ((definition.device === 'required' || definition.device === 'established') && device === null)
        throw handlerError('noDevice', 'no device id cookie: open one of our pages first');
      let member = definition.member === 'none' ? null : await memberOf(request);
      // A session due for a refresh (or refused by an earlier page) is asked its refresh token
      // first, as proxy.ts does for pages: a fresh pair is sealed onto this answer, a refused one
      // signs the reader out here (docs/decisions/0042).
      if (member !== null && (needsRefresh(member) || isRefused(member)))
        member = await renewed(request, draft, member);
      if (definition.member === 'required' && member === null) throw handlerError('loginRequired', 'sign in first');
      // The member the session names is the one a real platform's form names (docs/decisions/0085).
      nameMember(member ? { id: member.userId, name: member.nickname } : null);
      const wait = definition.rateLimit?.({ memberId: member?.userId ?? null, device, address: addressOf(request) });
      if (wait !== undefined && wait !== null)
        throw handlerError('rateLimited', `too many attempts, try again in ${wait} s`, { retryAfterSeconds: wait });
      // After the limits, so a flood without cookies is counted (and turned away) like any other.
      if (definition.device === 'established' && deviceIssuedByThisCall(request)) {
        throw handlerError(
          'deviceNew',
          'this call was given its device: open a page first, or send it again with the cookie it set',
        );
      }

      const raw = definition.streamsBody
        ? queryOf(request)
        : await readRawInput(request, {
            method: definition.method,
            acceptsForms: definition.form !== undefined,
            maxBytes: definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
          });
      const input = parseInput(definition.input, raw);
      const handle = (as: SessionMember | null) =>
        definition.handle({ input, member: as, device, request, response: draft } as HandlerContext<
          z.output<IS>,
          R,
          D
        >);
      let handled: z.input<AS>;
      try {
        handled = await handle(member);
      } catch (error) {
        // The platform refused the member's token: the session was ended elsewhere (logged out on
        // all devices, the member disabled) or its access token ran out early. Its refresh token
        // tells which. Ended: the cookie is cleared and the reader is signed out (401, or the
        // answer to a signed-out reader where a member is optional), never a 502. Alive: the fresh
        // pair is kept and the call is made once more (the platform refused it before acting).
        const settled = member === null ? undefined : await settleRefusal(error, member);
        if (settled === undefined || settled === member) throw error;
        if (settled === null) {
          clearSession(request, draft);
          if (definition.member === 'required' || definition.streamsBody)
            throw handlerError('loginRequired', 'sign in again: this session has ended');
        } else {
          await saveSession(request, draft, { member: settled });
          if (definition.streamsBody) throw error;
        }
        member = settled;
        handled = await handle(member);
      }
      const checked = definition.answer.safeParse(handled);
      if (!checked.success) {
        console.error(`[api] ${definition.path}: the answer does not match its schema`, checked.error.issues);
        throw handlerError('internal', 'error');
      }
      const answer = checked.data as z.output<AS>;
      if (answer instanceof Response) return withHeadersOf(draft, answer);
      if (definition.invalidates) await invalidate(definition.path, definition.invalidates(input, answer));
      if (definition.form && isFormPost(request)) {
        return withHeadersOf(draft, NextResponse.redirect(absoluteUrl(definition.form.redirect(answer, input)), 303));
      }
      const response = NextResponse.json(answer, { status: definition.status ?? 200 });
      response.headers.set('cache-control', definition.cacheControl ?? 'no-store');
      return withHeadersOf(draft, response);
    } catch (error) {
      return withHeadersOf(draft, errorResponse(toHandlerError(error, definition.path)));
    }
  };
  return Object.assign(route, { definition });
}

/** A session asked its refresh token: the fresh member (sealed onto the answer), or null with its cookie cleared. */
async function renewed(
  request: NextRequest,
  draft: NextResponse,
  member: SessionMember,
): Promise<SessionMember | null> {
  const next = await liveSession(member);
  if (next === null) clearSession(request, draft);
  else if (next !== member) await saveSession(request, draft, { member: next });
  return next;
}

function errorResponse(error: HandlerError): NextResponse {
  const response = NextResponse.json(errorBody(error), { status: error.status });
  response.headers.set('cache-control', 'no-store');
  if (error.retryAfterSeconds !== undefined) response.headers.set('retry-after', String(error.retryAfterSeconds));
  return response;
}

/** The draft's headers (cookies above all) added to the answer that is sent. */
function withHeadersOf<T extends Response>(draft: NextResponse, response: T): T {
  draft.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    response.headers.set(name, value);
  });
  for (const cookie of draft.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  return response;
}

/** The write happened: a cache that could not be told is logged (it serves the old answer until its ttl), not the reader's failure. */
async function invalidate(path: string, tags: readonly string[]): Promise<void> {
  try {
    await invalidateTags(tags);
  } catch (error) {
    console.error(`[api] ${path}: invalidating ${tags.join(', ')} failed`, error);
  }
}
