import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getCommentPage, getCommentReplies } from '@/features/comments/server/comments';
import { commentedObject } from '@/features/comments/server/commentedObject';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import { commentAllHref, commentAllRoute, replyAllRoute } from '@/features/comments/paths';
import { homeRoute } from '@/features/columns/paths';
import { shareText } from '@/lib/seo/text';
import type { PageSeo } from '@/lib/seo/page';
import { COMMENT_SOURCE, type CommentSource } from '@/features/comments/comment.types';
import { siteTakesComments } from '@/features/comments/audit';

/** The comment sources a path may name (PLATFORM-FACTS.md); another value is a 404. */
const SOURCES: ReadonlySet<number> = new Set(Object.values(COMMENT_SOURCE));
function sourceOf(raw: string): CommentSource {
  if (!/^\d$/.test(raw) || !SOURCES.has(Number(raw))) notFound();
  return Number(raw) as CommentSource;
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
      commentedObject(sourceType, id).then((found) => found ?? notFound()),
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
