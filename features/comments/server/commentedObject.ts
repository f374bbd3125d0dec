import 'server-only';
import { getArticleContent } from '@/features/articles/server/content';
import { articleDetailLink } from '@/features/articles/paths';
import { postDetailRoute } from '@/features/circles/paths';
import { COMMENT_SOURCE, type CommentSource } from '@/features/comments/comment.types';
import { getPost } from '@/features/circles/server/circles';
import { getPaperArticle } from '@/features/paper/server/paper';
import { paperArticleRoute } from '@/features/paper/paths';
import { activityDetailRoute } from '@/features/activities/paths';
import { getGovQa, getTopicPage } from '@/features/qa/server/qa';
import { topicPageNumber } from '@/features/qa/topicPaging';
import { getActivity } from '@/features/activities/server/activities';
import { getLiveView } from '@/features/live/server/view';
import { liveDetailRoute } from '@/features/live/paths';

/** Route families whose pages exist: the way back to the commented object (no link to a page not built). */
const BACK_KINDS = new Set(['news', 'photos', 'video', 'link', 'h5', 'live']);

/** What a list of comments is about: its title, its page (the way back), and whether its comments are closed. */
export interface CommentedObject {
  title: string;
  href: string | null;
  closed: boolean;
}

/**
 * What the comments are about, as its own page says (the same closed flag its comments section
 * reads); null when the object does not exist (the page's 404).
 */
export async function commentedObject(sourceType: CommentSource, objectId: number): Promise<CommentedObject | null> {
  switch (sourceType) {
    case COMMENT_SOURCE.circlePost: {
      const post = await getPost(objectId);
      if (!post) return null;
      return {
        title: post.content.slice(0, 30) || post.circleName,
        href: postDetailRoute.href({ id: post.id }),
        closed: false,
      };
    }
    case COMMENT_SOURCE.paperArticle: {
      const article = await getPaperArticle(objectId);
      if (!article) return null;
      return { title: article.title, href: paperArticleRoute.href({ id: article.id }), closed: article.commentsClosed };
    }
    case COMMENT_SOURCE.topicQa: {
      const topic = (await getTopicPage(objectId, topicPageNumber(null) ?? 1))?.topic;
      if (!topic) return null;
      // As its page (features/qa/TopicPage.tsx): a topic that takes no more questions takes no comments.
      return { title: topic.title, href: topic.href, closed: !topic.open };
    }
    case COMMENT_SOURCE.qa: {
      const qa = await getGovQa(objectId);
      if (!qa) return null;
      return { title: qa.title, href: qa.href, closed: qa.commentsClosed };
    }
    case COMMENT_SOURCE.activity: {
      const activity = await getActivity(objectId);
      if (!activity) return null;
      return { title: activity.title, href: activityDetailRoute.href({ id: activity.id }), closed: false };
    }
    case COMMENT_SOURCE.live: {
      // A live's comments are named by the live's own id, as its page links them: on a real platform
      // that is no article's id (docs/decisions/0090). An address with the live's article id is
      // read as that article below, as before.
      const live = await getLiveView(objectId);
      if (live) {
        return {
          title: live.title,
          href: liveDetailRoute.href({ linkId: live.id, id: live.id }),
          closed: live.discussClosed,
        };
      }
      break;
    }
    default:
      break;
  }
  const article = await getArticleContent(objectId);
  if (!article) return null;
  const href = BACK_KINDS.has(article.kind) ? articleDetailLink(article).href : null;
  return { title: article.title, href, closed: article.discussClosed };
}
