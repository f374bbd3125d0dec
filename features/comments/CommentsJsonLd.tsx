import type { Comment } from '@/features/comments/comment.types';
import { commentsJsonLd } from '@/features/comments/commentsJsonLd';
import { serializeJsonLd } from '@/lib/seo/jsonLd';

/** The comments' own JSON-LD block (features/comments/commentsJsonLd.ts); nothing when none is shown. */
export function CommentsJsonLd({ path, comments }: { path: string; comments: readonly Comment[] }) {
  const data = commentsJsonLd(path, comments);
  return data ? (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  ) : null;
}
