import type { z } from 'zod';
import type { Params } from './decorate';

/**
 * How long a call may take, by how much its page depends on it (docs/product.md §7: default
 * 5 s, per-call 50 s, the statistics client 180 s). A definition names its criticality; no
 * call site writes a number.
 */
export const TIMEOUT_MS = {
  /** The page cannot be shown without it: the platform's default wait, then the page answers 503. */
  page: 5_000,
  /** The page is shown without it (ads, related lists): a short wait, then it is left out. */
  secondary: 2_000,
  /** Long work a reader waits for (uploads, long posts): the per-call timeout. */
  long: 50_000,
  /** Nobody waits for it (statistics records). */
  background: 180_000,
} as const;
export type Criticality = keyof typeof TIMEOUT_MS;

/**
 * The host a call goes to (lib/platform/env.ts): app_if, ads, statistics, short video, SSO (the
 * designed one, and the real platform's sso-app), NIS, object storage, media assets.
 */
export type Service = 'app' | 'adv' | 'stat' | 'mvod' | 'sso' | 'ssoApp' | 'nis' | 'minio' | 'mam';

/**
 * - 'site': through the site's platform identity: the config first, then the token, signature
 *   and encryption it asks for, and the token statuses handled (lib/platform/authorized.ts).
 * - 'none': sent as it is: the calls that set that identity up (config, tokens, app auth), and
 *   the short-video service's own list and writes, which it does not guard.
 */
export type CallAuth = 'site' | 'none';

type Tags<Input> = (input: Input) => readonly string[];

/**
 * Which answers are shared between renders (lib/platform/sharedCache.ts). Never an answer asked
 * with a member's token or an abort signal: those belong to one reader.
 */
export type CachePolicy<Input> = {
  maxEntries: number;
  /** Only these inputs are shared; the others are asked every time (pages after the first, say). */
  when?: (input: Input) => boolean;
} & (
  | {
      /** Content, for CONTENT_CACHE_SECONDS: writes change it, so it is filed under the tags they name. */
      ttl: 'content';
      tags: Tags<Input>;
    }
  | {
      /** A fixed time in ms (the column tree, the config): tags optional. */
      ttl: number;
      tags?: Tags<Input>;
    }
);

interface CallShape<Input, Answer extends z.ZodType, OrNull extends boolean> {
  /** The platform's name of the call (the path after the service's base URL). */
  name: string;
  service: Service;
  method: 'GET' | 'POST';
  /** How a POST's parameters travel: a form (the platform's default) or, where the platform's clients send one, a JSON body (fav). */
  bodyFormat?: 'form' | 'json';
  auth: CallAuth;
  /** The reader-facing input turned into the platform's parameters (its spellings, its fixed values). */
  params: (input: Input) => Params;
  /** What the answer's data must look like; an answer that does not fit is the platform answering garbage. */
  answer: Answer;
  criticality: Criticality;
  /** The platform says "no such thing" with a negative status: the call answers null (the page: 404). */
  nullWhenMissing: OrNull;
  /** Secondary calls: what a failure answers instead of failing the page (shared like an answer). */
  fallback?: z.output<Answer>;
  cache?: CachePolicy<Input>;
  /** docs/product.md §6: signed under xyAuth 1 as well as 2. */
  requiresAuth?: boolean;
  /** How the public generations' answers of this call become the designed form the schema reads (lib/platform/dialect/). */
  dialect?: CallDialect;
  /**
   * The call as the public platform names it, where that differs from the designed call: sent
   * instead on a g1 or g2 platform (lib/platform/dialect/generation.ts). Its answer goes through
   * `dialect` like the designed one's.
   */
  publicForm?: PublicForm<Input>;
}

/** What of an answer the dialect layer turns into the designed form (docs/platform-api.md, "Dialects"). */
export interface CallDialect {
  /** The key an answer that is a bare array (`data: [...]`) is filed under; `list` unless said. */
  listKey?: string;
  /**
   * Renames and reshapes what a public generation sends into what the schema reads, after the
   * transport rules (envelope, missing, arrays). Must pass a designed answer through unchanged.
   */
  normalise?: (data: unknown) => unknown;
  /**
   * A write read with GET on some platform (event, delMyDiscuss): its answer is read as a write's
   * (lib/platform/dialect/writes.ts), as every POST's is.
   */
  write?: boolean;
}

/** A call's public name and parameters (the gateway's), where the designed call differs. */
export interface PublicForm<Input> {
  name: string;
  /**
   * The public call's parameters; undefined sends this input in the designed form, which the public
   * platform reads as it is (fav: only the removal has a public call of its own, favCancel).
   */
  params: (input: Input) => Params | undefined;
  /** Where the public call is read with another method than the designed one (delMyDiscuss is a GET there). */
  method?: 'GET' | 'POST';
}

/** One platform call, defined once (docs/decisions/0011). */
export type CallDefinition<Input, Answer extends z.ZodType, OrNull extends boolean> = Readonly<
  CallShape<Input, Answer, OrNull>
>;

/** Any definition, for lists of them (the contract registry). */
export type AnyCallDefinition = CallDefinition<never, z.ZodType, boolean>;

/** What a call answers: its validated data, or null where its definition says a missing thing is null. */
export type CallResult<Answer extends z.ZodType, OrNull extends boolean> = OrNull extends true
  ? z.output<Answer> | null
  : z.output<Answer>;

/** What most calls are: the app_if service, read with GET, through the site's identity, needed by the page. */
export const CALL_DEFAULTS = {
  service: 'app',
  method: 'GET',
  auth: 'site',
  criticality: 'page',
} as const satisfies Partial<CallShape<never, z.ZodType, boolean>>;

type Defaulted = 'params' | 'nullWhenMissing' | keyof typeof CALL_DEFAULTS;

/** A definition states only what differs from CALL_DEFAULTS (and params, nullWhenMissing). */
type CallSpec<Input, Answer extends z.ZodType, OrNull extends boolean> = Omit<
  CallShape<Input, Answer, OrNull>,
  Defaulted
> &
  Partial<Pick<CallShape<Input, Answer, OrNull>, keyof typeof CALL_DEFAULTS>> & {
    params?: (input: Input) => Params;
    nullWhenMissing?: OrNull;
  };

/**
 * Defines one platform call. Every call the product makes has exactly one definition, in the
 * `calls.ts` of its slice (features/<slice>/calls.ts); the client, its caches and the
 * contract registry (lib/platform/calls.ts) all read it. A definition names only what differs
 * from CALL_DEFAULTS, so what is said is what is special about the call.
 */
export function defineCall<Input = void, Answer extends z.ZodType = z.ZodType, OrNull extends boolean = false>(
  spec: CallSpec<Input, Answer, OrNull>,
): CallDefinition<Input, Answer, OrNull> {
  if (spec.criticality === 'secondary' && spec.fallback === undefined) {
    throw new Error(
      `${spec.service ?? CALL_DEFAULTS.service}/${spec.name}: a secondary call needs the fallback the page shows without it`,
    );
  }
  return Object.freeze({
    ...CALL_DEFAULTS,
    ...spec,
    params: spec.params ?? (() => ({})),
    nullWhenMissing: (spec.nullWhenMissing ?? false) as OrNull,
  });
}
