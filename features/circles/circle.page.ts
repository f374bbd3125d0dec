import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import {
  getCircle,
  getCircles,
  getMoment,
  getMoments,
  getNotice,
  getPost,
  getPosts,
} from '@/features/circles/server/circles';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import { shareText } from '@/lib/seo/text';
import { loadCommentsSection } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { listCrumbs } from '../columns/listItems.page';
import { pageParam } from '@/lib/format/paging';
import {
  circleDetailRoute,
  friendsCircleDetailRoute,
  momentListHref,
  noticeDetailRoute,
  postDetailRoute,
} from '@/features/circles/paths';

// Circles (docs/product.md §2): public reading pages, the same for every reader (public in features/circles/paths.ts); who
// may post is asked by the posting island after load.

/** A positive integer query value, or null (absent or malformed reads as absent). */
function queryId(value: string | null): number | null {
  return value && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null;
}

/**
 * circleDetail: `/circleDetail/{id?}.html`. Without an id, the site's circles (the circle list,
 * linked from home); with one, the circle, its notices and its posts, new (`?listType=1`, the
 * default) or hot (`?listType=2`), ten a page (`?page=N`, from 0).
 */
export const circleDetail = definePage(circleDetailRoute, {
  async load({ id }) {
    const [config, t] = await Promise.all([getSiteConfig(), getTranslations('circle')]);
    if (id === undefined)
      return {
        mode: 'list' as const,
        config,
        title: t('listTitle'),
        circles: await getCircles(),
        circle: null,
        posts: null,
        listType: 1 as const,
        page: 0,
      };
    const query = await pageQuery();
    const listType = query.get('listType') === '2' ? (2 as const) : (1 as const);
    const page = Math.min(queryId(query.get('page')) ?? 0, 500);
    const [circle, posts] = await Promise.all([getCircle(id), getPosts(id, listType, page)]);
    if (!circle || !posts) notFound();
    return { mode: 'circle' as const, config, title: circle.name, circles: null, circle, posts, listType, page };
  },
  seo(data): PageSeo {
    if (data.mode === 'list') {
      const path = circleDetailRoute.href();
      return {
        type: 'collection',
        title: data.title,
        description: shareText(data.title),
        path,
        items: (data.circles ?? []).map((c) => ({ name: c.name, path: circleDetailRoute.href({ id: c.id }) })),
        breadcrumbs: listCrumbs(data.config.appName, { name: data.title, path }),
      };
    }
    const circle = data.circle!;
    const path = circleDetailRoute.href({ id: circle.id });
    return {
      type: 'collection',
      title: circle.name,
      description: shareText(circle.description),
      path,
      image: circle.banner || undefined,
      items: (data.posts?.posts ?? []).map((p) => ({
        name: shareText(p.content).slice(0, 60) || p.author,
        path: postDetailRoute.href({ id: p.id }),
      })),
      breadcrumbs: listCrumbs(data.config.appName, { name: circle.name, path }),
    };
  },
});

/** postDetail: `/postDetail/{id}.html`, one post of a circle. */
export const postDetail = definePage(postDetailRoute, {
  async load({ id }) {
    if (id === undefined) notFound();
    const [post, config] = await Promise.all([getPost(id), getSiteConfig()]);
    if (!post) notFound();
    // Not awaited: the comments stream after the post (features/comments/CommentsSection.tsx).
    return { post, config, comments: loadCommentsSection(COMMENT_SOURCE.circlePost, post.id) };
  },
  seo({ post, config }): PageSeo {
    const path = postDetailRoute.href({ id: post.id });
    const title = shareText(post.content).slice(0, 30) || post.circleName;
    return {
      type: 'posting',
      title,
      description: shareText(post.content),
      path,
      image: post.pictures[0],
      breadcrumbs: listCrumbs(
        config.appName,
        { name: post.circleName, path: circleDetailRoute.href({ id: post.circleId }) },
        { name: title, path },
      ),
      posting: {
        text: post.content,
        author: post.author,
        authorImage: post.authorIcon || undefined,
        publishedAt: post.createdAt > 0 ? new Date(post.createdAt).toISOString() : null,
        images: post.pictures,
        likes: post.likes,
        replies: post.replies,
      },
    };
  },
});

/** noticeDetail: `/noticeDetail.html?id=N`, one notice of a circle ('notice'). */
export const noticeDetail = definePage(noticeDetailRoute, {
  async load() {
    const id = queryId((await pageQuery()).get('id'));
    if (id === null) notFound();
    const notice = await getNotice(id);
    if (!notice) notFound();
    return { notice };
  },
  seo({ notice }): PageSeo {
    return {
      type: 'page',
      title: notice.title,
      description: shareText(notice.content),
      path: noticeDetailRoute.href(undefined, { id: notice.id }),
    };
  },
});

/**
 * friendsCircleDetail: `/friendsCircleDetail/{id?}.html`, one moment of the friends circle; without
 * an id, the friends circle itself, newest first, ten a page (`?page=N`, from 0; the way a
 * reader finds the moments, docs/decisions/0031). A page past the last is a 404.
 */
export const friendsCircleDetail = definePage(friendsCircleDetailRoute, {
  async load({ id }) {
    const t = await getTranslations('circle');
    if (id === undefined) {
      const page = pageParam((await pageQuery()).get('page'));
      if (page === null) notFound();
      const [list, config] = await Promise.all([getMoments(page), getSiteConfig()]);
      if (page > 0 && list.moments.length === 0) notFound();
      return { mode: 'list' as const, list, config, title: t('friendsCircle'), moment: null };
    }
    const [moment, config] = await Promise.all([getMoment(id), getSiteConfig()]);
    if (!moment) notFound();
    return { mode: 'moment' as const, moment, config, title: t('friendsCircle'), list: null };
  },
  seo(data): PageSeo {
    const listCrumb = { name: data.title, path: momentListHref() };
    if (data.mode === 'list') {
      const path = momentListHref(data.list.page);
      return {
        type: 'collection',
        title: data.title,
        description: shareText(data.list.moments.map((m) => m.content).join(' '), data.title),
        path,
        items: data.list.moments.map((m) => ({ name: shareText(m.content).slice(0, 60) || m.author, path: m.href })),
        breadcrumbs: listCrumbs(data.config.appName, { ...listCrumb, path }),
      };
    }
    const { moment } = data;
    const title = shareText(moment.content).slice(0, 30) || moment.author;
    return {
      type: 'page',
      title,
      description: shareText(moment.content),
      path: moment.href,
      image: moment.pictures[0],
      breadcrumbs: listCrumbs(data.config.appName, listCrumb, { name: title, path: moment.href }),
    };
  },
});
