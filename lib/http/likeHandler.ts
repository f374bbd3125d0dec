import 'server-only';
import { z } from 'zod';
import { likeAnswer } from './answerSchemas';
import { defineHandler, handlerError, likeLimits, positiveId } from './handler';
import { isPlatformError } from '@/lib/platform/errors';

type LikeAnswer = z.output<typeof likeAnswer>;

interface LikeHandlerSpec<Path extends string> {
  /** The handler's path under /api/ (also the rate limits' name); its literal type lets the browser's endpoint check it. */
  path: Path;
  /**
   * Toggles this device's like on the platform; answers the new count and state. `wanted` is the
   * state the tap asks for, which a platform answering the write alone cannot say (docs/decisions/0090).
   */
  toggle: (id: number, who: { device: string }, wanted?: boolean) => Promise<LikeAnswer>;
  /** The cache tags of the page that shows the count. */
  tagsOf: (id: number) => string[];
}

/**
 * POST {articleId}: toggles this device's like of one thing (an article, a short video, ...).
 * The platform counts likes per device, so no sign-in; the limits are per device and, since a
 * fresh device cookie is free, per address too, shared by every kind of like (docs/security.md,
 * "Limits"). The device must come from an earlier call than the like: a call without a cookie
 * is given one, but its like is not counted (docs/decisions/0043).
 */
export function defineLikeHandler<Path extends string>({ path, toggle, tagsOf }: LikeHandlerSpec<Path>) {
  return defineHandler({
    path,
    method: 'POST',
    // `like`: what the tap asks for (true a like, false taking it back), as the device remembers its state.
    input: z.object({ articleId: positiveId(), like: z.boolean().optional() }),
    answer: likeAnswer,
    member: 'none',
    device: 'established',
    rateLimit: likeLimits(path),
    invalidates: ({ articleId }) => tagsOf(articleId),
    handle: ({ input, device }) =>
      toggle(input.articleId, { device }, input.like).catch((error: unknown) =>
        Promise.reject(platformLikeLimit(error)),
      ),
  });
}

/** The platform's own like limit (platform/lib/like-limits.mjs, docs/platform-api.md "Sessions and limits"). */
const TOO_MANY = /^too many attempts, try again in (\d+) minutes?$/;

/**
 * The platform's refusal of one like too many, as our 429 with Retry-After (the reader is told how
 * long to wait, as for our own limits); any other failure is passed on as it is.
 */
export function platformLikeLimit(error: unknown): unknown {
  const wait = isPlatformError(error) ? TOO_MANY.exec(error.message) : null;
  return wait
    ? handlerError('rateLimited', error instanceof Error ? error.message : 'too many attempts', {
        retryAfterSeconds: Number(wait[1]) * 60,
      })
    : error;
}
