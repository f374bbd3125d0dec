import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getArticleContent } from '@/features/articles/server/content';
import { getCommentPage, getCommentReplies } from '@/features/comments/server/comments';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import { articleLink } from '@/features/articles/paths';
import { commentAllHref, commentAllRoute, replyAllRoute } from '@/features/comments/paths';
import { postDetailRoute } from '@/features/circles/paths';
import { homeRoute } from '@/features/columns/paths';
import { shareText } from '@/lib/seo/text';
import type { PageSeo } from '@/lib/seo/page';
import { COMMENT_SOURCE, type CommentSource } from '@/features/comments/comment.types';
import { getPost } from '@/features/circles/server/circles';
import { siteTakesComments } from '@/features/comments/audit';
import { getPaperArticle } from '@/features/paper/server/paper';
import { paperArticleRoute } from '@/features/paper/paths';
import { activityDetailRoute } from '@/features/activities/paths';
import { getGovQa, getTopicPage } from '@/features/qa/server/qa';
import { topicPageNumber } from '@/features/qa/topicPaging';
import { getActivity } from '@/features/activities/server/activities';

/** The comment sources a path may name (PLATFORM-FACTS.md); another value is a 404. */
const SOURCES: ReadonlySet<number> = new Set(Object.values(COMMENT_SOURCE));
/** Route families whose pages exist: the way back to the commented object (no link to a page not built). */
const BACK_KINDS = new Set(['news', 'photos', 'video', 'link', 'h5', 'live']);

function sourceOf(raw: string): CommentSource {
  if (!/^\d$/.test(raw) || !SOURCES.has(Number(raw))) notFound();
  return Number(raw) as CommentSource;
}

/**
 * What the comments are about: its title, its page (the way back) and whether its comments are
 * closed, as its own page says (the same flag its comments section reads). An object that does
 * not exist is a 404.
 */
async function objectOf(
  sourceType: CommentSource,
  objectId: number,
): Promise<{ title: string; href: string | null; closed: boolean }> {
  switch (sourceType) {
    case COMMENT_SOURCE.circlePost: {
      const post = await getPost(objectId);
      if (!post) notFound();
      return {
        title: post.content.slice(0, 30) || post.circleName,
        href: postDetailRoute.href({ id: post.id }),
        closed: false,
      };
    }
    case COMMENT_SOURCE.paperArticle: {
      const article = await getPaperArticle(objectId);
      if (!article) notFound();
      return { title: article.title, href: paperArticleRoute.href({ id: article.id }), closed: article.commentsClosed };
    }
    case COMMENT_SOURCE.topicQa: {
      const topic = (await getTopicPage(objectId, topicPageNumber(null) ?? 1))?.topic;
      if (!topic) notFound();
      // As its page (features/qa/TopicPage.tsx): a topic that takes no more questions takes no comments.
      return { title: topic.title, href: topic.href, closed: !topic.open };
    }
    case COMMENT_SOURCE.qa: {
      const qa = await getGovQa(objectId);
      if (!qa) notFound();
      return { title: qa.title, href: qa.href, closed: qa.commentsClosed };
    }
    case COMMENT_SOURCE.activity: {
      const activity = await getActivity(objectId);
      if (!activity) notFound();
      return { title: activity.title, href: activityDetailRoute.href({ id: activity.id }), closed: false };
    }
    default:
      break;
  }
  const article = await getArticleContent(objectId);
  if (!article) notFound();
  const href = BACK_KINDS.has(article.kind)
    ? articleLink({
        id: article.id,
        columnId: article.columnId,
        kind: article.kind,
        linkId: 0,
        subColumnId: 0,
        linkUrl: article.linkUrl,
      }).href
    : null;
  return { title: article.title, href, closed: article.discussClosed };
}

/**
 * commentAll: `/commentAll/{id?}/{source}.html`, every comment of an object, newest first or
 * (`?sort=hot`) most liked first, page after page (docs/product.md §2 and §3). Without an id there
 * is no object: 404.
 */
export const commentAll = definePage(commentAllRoute, {
  async load({ id, source }) {
    const sourceType = sourceOf(source);
    if (id === undefined) notFound();
    const order: 'newest' | 'hot' = (await pageQuery()).get('sort') === 'hot' ? 'hot' : 'newest';
    const [page, object, config, t] = await Promise.all([
      getCommentPage({ sourceType, objectId: id, page: 0, order }),
      objectOf(sourceType, id),
      getSiteConfig(),
      getTranslations('comments'),
    ]);
    const open = siteTakesComments(config.commentAuditType) && !object.closed;
    return {
      sourceType,
      objectId: id,
      order,
      page,
      object,
      config,
      open,
      title: t('allTitle'),
      description: object ? t('allDescription', { title: object.title }) : t('allTitle'),
    };
  },
  seo({ sourceType, objectId, title, description, config, object }): PageSeo {
    const path = commentAllHref(sourceType, objectId);
    return {
      type: 'page',
      title: object ? `${title} - ${object.title}` : title,
      description: shareText(description),
      path,
      breadcrumbs: [
        { name: config.appName, path: homeRoute.href() },
        ...(object?.href ? [{ name: object.title, path: object.href }] : []),
        { name: title, path },
      ],
    };
  },
});

/** replyAll: `/replyAll/{id}.html`, one comment and all its replies (a reply's id opens its thread). */
export const replyAll = definePage(replyAllRoute, {
  async load({ id }) {
    const [thread, config, t] = await Promise.all([
      getCommentReplies(id, 0),
      getSiteConfig(),
      getTranslations('comments'),
    ]);
    if (!thread) notFound();
    return {
      thread,
      config,
      open: siteTakesComments(config.commentAuditType),
      title: t('repliesTitle'),
      allTitle: t('allTitle'),
      description: t('repliesDescription', { name: thread.main.author.name }),
    };
  },
  seo({ thread, config, title, allTitle, description }): PageSeo {
    const path = replyAllRoute.href({ id: thread.main.id });
    const all = commentAllHref(thread.main.sourceType, thread.main.objectId);
    return {
      type: 'page',
      title: `${title} - ${thread.main.author.name}`,
      description: shareText(`${description}: ${thread.main.text}`),
      path,
      breadcrumbs: [
        { name: config.appName, path: homeRoute.href() },
        { name: allTitle, path: all },
        { name: thread.main.author.name, path },
      ],
    };
  },
});
