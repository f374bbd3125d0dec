import { tag } from '@/lib/cache/tags';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';

/**
 * What a published (or deleted) comment changes: the object's comments, and the object itself
 * where it shows its comment count (an article's or a live's countDiscuss; lives are articles).
 */
export function commentTags(
  { sourceType, objectId }: { sourceType: number; objectId: number },
  threadId?: number,
): string[] {
  const tags = [tag.comments(sourceType, objectId), tag.commentsOn(objectId)];
  if (threadId) tags.push(tag.comment(threadId));
  if (sourceType === COMMENT_SOURCE.article) tags.push(tag.article(objectId));
  if (sourceType === COMMENT_SOURCE.live) tags.push(tag.article(objectId), tag.live(objectId));
  if (sourceType === COMMENT_SOURCE.activity) tags.push(tag.activity(objectId));
  if (sourceType === COMMENT_SOURCE.circlePost) tags.push(tag.post(objectId));
  // Q&A pages show their comments: a topic (sourceType 4) and a government Q&A (5, under both its addresses).
  if (sourceType === COMMENT_SOURCE.topicQa) tags.push(tag.topic(objectId));
  if (sourceType === COMMENT_SOURCE.qa) tags.push(tag.govQa(objectId));
  // The paper article's page is cached under its own tag (paperArticleRoute, features/paper/paths.ts).
  if (sourceType === COMMENT_SOURCE.paperArticle) tags.push(tag.paperArticle(objectId));
  return tags;
}
