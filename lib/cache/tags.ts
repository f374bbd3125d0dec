import { invalidationListeners, type InvalidationListener } from '@/lib/processWide.mjs';

/**
 * Cache tags: the names of what a write changes. Everything that caches content (the shared
 * platform-answer caches, the rendered-page cache of the front server, nginx through it) files
 * its entries under the tags of what they show; a write names the tags it changed and every
 * cache drops what it holds under them, on every instance (docs/decisions/0009).
 */
export const tag = {
  article: (id: number) => `article:${id}`,
  column: (id: number) => `column:${id}`,
  comments: (sourceType: number, objectId: number) => `comments:${sourceType}:${objectId}`,
  /** Every comment list of an object id, whatever its source type: the commentAll page's tag (its path names the id). */
  commentsOn: (objectId: number) => `commentson:${objectId}`,
  /** One comment's thread: the replyAll page's tag. */
  comment: (id: number) => `comment:${id}`,
  live: (id: number) => `live:${id}`,
  activity: (id: number) => `activity:${id}`,
  /** The list of activities (activityList): a registration changes its counts. */
  activities: () => 'activities',
  vote: (id: number) => `vote:${id}`,
  xy: (id: number) => `xy:${id}`,
  reporter: (id: number) => `reporter:${id}`,
  dynamic: (id: number) => `dynamic:${id}`,
  figure: (id: number) => `figure:${id}`,
  /** A leader's messages: a new answer changes the LeaderViewList pages that show them. */
  leader: (id: number) => `leader:${id}`,
  circle: (id: number) => `circle:${id}`,
  post: (id: number) => `post:${id}`,
  paper: (id: number) => `paper:${id}`,
  paperLayout: (id: number) => `paperlayout:${id}`,
  /** Paper articles have ids of their own (comments on them are sourceType 3). */
  paperArticle: (id: number) => `paperarticle:${id}`,
  /** Q&A (docs/decisions/0026): an ask-bar topic, one question, a government Q&A, a member's public page. */
  topic: (id: number) => `topic:${id}`,
  question: (id: number) => `question:${id}`,
  govQa: (id: number) => `govqa:${id}`,
  member: (id: number) => `member:${id}`,
  /** Short videos live in their own service, with ids of their own. */
  shortVideo: (id: number) => `shortvideo:${id}`,
  /** The site's own pages (docs/product.md §2): a hot topic, an online course, a product, a certificate. */
  hotPoint: (id: number) => `hotpoint:${id}`,
  study: (id: number) => `study:${id}`,
  product: (id: number) => `product:${id}`,
  certificate: (id: number) => `certificate:${id}`,
  /** The user agreement and the privacy policy (getProtocol): an editor's new version drops them (docs/decisions/0050). */
  legal: () => 'legal:documents',
} as const;

// The listeners are one set per server process, shared with the front server (server/invalidation.mjs).

/** Subscribes a cache to invalidations; answers the unsubscribe. */
export function onInvalidate(listener: InvalidationListener): () => void {
  invalidationListeners().add(listener);
  return () => void invalidationListeners().delete(listener);
}

/** Drops everything cached under any of `tags`, in every cache that subscribed. */
export async function invalidateTags(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  await Promise.all([...invalidationListeners()].map(async (listener) => listener(tags)));
}
