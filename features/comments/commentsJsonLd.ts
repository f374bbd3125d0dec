import type { Comment } from '@/features/comments/comment.types';
import { mainEntityId } from '@/lib/seo/jsonLd';
import { seoUrl } from '@/lib/seo/url';
import { replyAllRoute } from '@/features/comments/paths';

/** Comments named in the JSON-LD: what the page shows first, not every reply. */
const MAX_COMMENTS = 20;

/**
 * The comments of a page as schema.org `Comment` nodes, each naming the page's main node (by its
 * @id) as its `parentItem`: comments are content for crawlers too. A block of its own, written
 * where the comments stream in, so every node of it carries its @type (a bare `{"@id", "comment"}`
 * merged into the main node was an object with no type to a validator). The hot and the latest
 * lists overlap: a comment is named once, by its id. Pending comments are never in it (a shared
 * page never holds them anyway). Null when no comment is shown: an empty `@graph` is no block to write.
 * A comment's url is its thread's page (replyAll); a reader's avatar is its image, an official
 * answerer's its logo (docs/decisions/0095).
 */
export function commentsJsonLd(path: string, comments: readonly Comment[]): Record<string, unknown> | null {
  const seen = new Set<number>();
  const shown = comments.filter((comment) => {
    if (comment.pending || seen.has(comment.id)) return false;
    seen.add(comment.id);
    return true;
  });
  if (shown.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@graph': shown.slice(0, MAX_COMMENTS).map((comment) => {
      const picture = comment.author.icon ? seoUrl(comment.author.icon) : undefined;
      return {
        '@type': 'Comment',
        text: comment.text,
        url: seoUrl(replyAllRoute.href({ id: comment.rootId > 0 ? comment.rootId : comment.id })),
        datePublished: comment.createdAt ?? undefined,
        dateCreated: comment.createdAt ?? undefined,
        author:
          comment.author.role === 'reader'
            ? { '@type': 'Person', name: comment.author.name, image: picture }
            : { '@type': 'Organization', name: comment.author.name, logo: picture },
        upvoteCount: comment.likes,
        parentItem: { '@id': mainEntityId(path) },
      };
    }),
  };
}
