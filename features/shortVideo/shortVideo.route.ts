import { notFound } from 'next/navigation';
import { getSiteConfig } from '@/features/site/server/siteConfig';
import { getRelatedShortVideos, getShortVideo } from '@/features/shortVideo/server/shortVideo';
import { defineRoute } from '@/lib/routing/defineRoute';
import { minVideoDetailRoute, mvodShareRoute } from '@/features/shortVideo/routes';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { shortVideoDescription, shortVideoImage } from '@/features/shortVideo/share';
import type { PageSeo } from '@/lib/seo/page';

/**
 * A short video of the short-video service (decision 0006: never an article). Both addresses
 * render the same page and name minVideoDetail as canonical, so search engines see one.
 * A missing video is a 404; a failing service rejects (503 page).
 */
function shortVideoRoute(facts: typeof minVideoDetailRoute | typeof mvodShareRoute) {
  return defineRoute(facts, {
    async load({ id }) {
      const [video, config] = await Promise.all([getShortVideo(id), getSiteConfig()]);
      if (!video) notFound();
      const related = await getRelatedShortVideos(video);
      return { video, related, config };
    },
    seo({ video, config }): PageSeo {
      return {
        type: 'video',
        title: video.title,
        description: shortVideoDescription(video),
        path: minVideoDetailRoute.href({ id: video.id }),
        image: shortVideoImage(video, config),
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
