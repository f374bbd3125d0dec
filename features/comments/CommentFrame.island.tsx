'use client';

import { useCommentReader } from './commentStore';

/** The list item of a server-rendered comment, gone once its writer deleted it on this visit. */
export function CommentFrame({
  commentId,
  className,
  children,
}: {
  commentId: number;
  className: string;
  children: React.ReactNode;
}) {
  const { deleted } = useCommentReader();
  if (deleted.has(commentId)) return null;
  return (
    <li className={className} data-comment-id={commentId}>
      {children}
    </li>
  );
}
