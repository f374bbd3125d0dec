import type { Comment } from '@/features/comments/comment.types';
import { mainEntityId } from '@/lib/seo/jsonLd';

/** Comments named in the JSON-LD: what the page shows first, not every reply. */
const MAX_COMMENTS = 20;

/**
 * The comments of a page as schema.org `Comment` nodes, each naming the page's main node (by its
 * @id) as its `parentItem`: comments are content for crawlers too. A block of its own, written
 * where the comments stream in, so every node of it carries its @type (a bare `{"@id", "comment"}`
 * merged into the main node was an object with no type to a validator). The hot and the latest
 * lists overlap: a comment is named once, by its id. Pending comments are never in it (a shared
 * page never holds them anyway).
 */
export function commentsJsonLd(path: string, comments: readonly Comment[]): Record<string, unknown> {
  const seen = new Set<number>();
  const shown = comments.filter((comment) => {
    if (comment.pending || seen.has(comment.id)) return false;
    seen.add(comment.id);
    return true;
  });
  return {
    '@context': 'https://schema.org',
    '@graph': shown.slice(0, MAX_COMMENTS).map((comment) => ({
      '@type': 'Comment',
      text: comment.text,
      datePublished: comment.createdAt ?? undefined,
      dateCreated: comment.createdAt ?? undefined,
      author: { '@type': comment.author.role === 'reader' ? 'Person' : 'Organization', name: comment.author.name },
      upvoteCount: comment.likes,
      parentItem: { '@id': mainEntityId(path) },
    })),
  };
}
