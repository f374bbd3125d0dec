import type { Comment } from '@/features/comments/comment.types';
import { mainEntityId } from '@/lib/seo/jsonLd';

/** Comments named in the JSON-LD: what the page shows first, not every reply. */
const MAX_COMMENTS = 20;

/**
 * The comments of a page as schema.org `Comment` items with the count, added to the page's main
 * node by its id (JSON-LD merges nodes with one @id): comments are content for crawlers too.
 * Pending comments are never in it (a shared page never holds them anyway).
 */
export function commentsJsonLd(path: string, count: number, comments: readonly Comment[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@id': mainEntityId(path),
    commentCount: count,
    comment: comments
      .filter((comment) => !comment.pending)
      .slice(0, MAX_COMMENTS)
      .map((comment) => ({
        '@type': 'Comment',
        text: comment.text,
        dateCreated: comment.createdAt ?? undefined,
        author: { '@type': comment.author.role === 'reader' ? 'Person' : 'Organization', name: comment.author.name },
        upvoteCount: comment.likes,
      })),
  };
}
