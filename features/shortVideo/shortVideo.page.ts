import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import {
  getClipNeighbours,
  getRelatedShortVideos,
  getShareCard,
  getShortVideo,
  getShortVideoCategories,
  getShortVideoCommon,
  getShortVideoPage,
} from '@/features/shortVideo/server/shortVideo';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import { pageParam } from '@/lib/format/paging';
import {
  minVideoDetailRoute,
  minVideoListRoute,
  mvodShareRoute,
  shortVideoListHref,
} from '@/features/shortVideo/paths';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { withCover } from '@/features/shortVideo/shortVideo.map';
import { shortVideoDescription, shortVideoImage } from '@/features/shortVideo/share';
import { listCrumbs } from '@/features/columns/listItems.page';
import { shareText } from '@/lib/seo/text';
import type { PageSeo } from '@/lib/seo/page';

/**
 * A short video of the short-video service (decision 0006: never an article). Both addresses
 * render the same page and name minVideoDetail as canonical, so search engines see one.
 * A missing video is a 404; a failing service rejects (503 page). Beside the clip: what holds
 * for every clip (commonInfo: how many related, the cover of one without, the frame), its share
 * card (shareInfo), its neighbours in its category (the previous and next clip) and the related clips.
 */
function shortVideoRoute(facts: typeof minVideoDetailRoute | typeof mvodShareRoute) {
  return definePage(facts, {
    async load({ id }) {
      const [found, config, common] = await Promise.all([getShortVideo(id), getSiteConfig(), getShortVideoCommon()]);
      if (!found) notFound();
      const video = withCover(found, common);
      const [related, neighbours, card] = await Promise.all([
        getRelatedShortVideos(video, common),
        getClipNeighbours(video),
        getShareCard(video),
      ]);
      return { video, related, neighbours, card, common, config };
    },
    seo({ video, card, config }): PageSeo {
      return {
        type: 'video',
        title: video.title,
        description: shortVideoDescription(card),
        path: minVideoDetailRoute.href({ id: video.id }),
        image: shortVideoImage(card, config),
        breadcrumbs: video.categoryName
          ? listCrumbs(
              config.appName,
              { name: video.categoryName, path: shortVideoListHref(video.categoryId) },
              { name: video.title, path: minVideoDetailRoute.href({ id: video.id }) },
            )
          : undefined,
        video: {
          src: video.src,
          cover: video.cover,
          publishedAt: video.publishedAt,
          durationSeconds: video.durationSeconds,
          author: video.author.name || null,
          contentLocale: contentLocaleOf(video.title),
        },
      };
    },
  });
}

/** minVideoDetail: `/minVideoDetail/{id}.html`. */
export const minVideoDetail = shortVideoRoute(minVideoDetailRoute);
/** mvodShare: `/mvodShare/{id}.html`, the address the short-video service hands out for sharing. */
export const mvodShare = shortVideoRoute(mvodShareRoute);

/**
 * minVideoList: `/minVideoList/{catId?}.html`, the short videos, newest first, ten a page
 * (`?page=N` from 0), a tab per category of the service (categoryList), all of them without one
 * (docs/decisions/0061). Public and cached like the clips. A category the service does not list,
 * or a page past the last, is a 404.
 */
export const minVideoList = definePage(minVideoListRoute, {
  async load({ catId }) {
    const page = pageParam((await pageQuery()).get('page'));
    if (page === null) notFound();
    const [categories, common, config, t] = await Promise.all([
      getShortVideoCategories(),
      getShortVideoCommon(),
      getSiteConfig(),
      getTranslations('shortVideoBrowse'),
    ]);
    const category = catId === undefined ? null : (categories.find((c) => c.id === catId) ?? null);
    if (catId !== undefined && !category) notFound();
    const list = await getShortVideoPage(category?.id ?? 0, page, common);
    if (page > 0 && list.clips.length === 0) notFound();
    return { categories, category, list, config, title: t('title') };
  },
  seo({ category, list, config, title }): PageSeo {
    const path = shortVideoListHref(category?.id ?? null, list.page);
    const name = category ? `${title} · ${category.name}` : title;
    return {
      type: 'collection',
      title: name,
      description: shareText(list.clips.map((clip) => clip.title).join(' '), name),
      path,
      image: list.clips[0]?.cover || undefined,
      items: list.clips.map((clip) => ({ name: clip.title, path: minVideoDetailRoute.href({ id: clip.id }) })),
      breadcrumbs: listCrumbs(
        config.appName,
        { name: title, path: shortVideoListHref(null) },
        ...(category ? [{ name: category.name, path }] : []),
      ),
    };
  },
});
