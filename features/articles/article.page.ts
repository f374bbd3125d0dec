import { notFound, redirect } from 'next/navigation';
import type { ArticleKind } from '@/features/articles/article.types';
import { withoutShown } from '@/features/articles/recommended';
import { imageSettingsOf, withSizedBodyPictures, withSizedPictures } from '@/features/articles/sizedPictures';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import { reporterRoute } from '@/features/accounts/paths';
import {
  articleLink,
  imageDetailRoute,
  linkDetailRoute,
  newsDetailRoute,
  videoDetailRoute,
} from '@/features/articles/paths';
import { columnDetailRoute, homeRoute } from '@/features/columns/paths';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getRecommendedArticles, getRelatedArticles } from '@/features/articles/server/related';
import { getMostRead } from '@/features/columns/server/articles';
import { getArticleContent } from '@/features/articles/server/content';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery, querySuffix } from '@/lib/routing/pageQuery';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { articleDescription, articleImage } from '@/features/articles/share';
import type { PageSeo } from '@/lib/seo/page';
import { loadCommentsSection } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';

export type ArticleRouteName = 'newsDetail' | 'imageDetail' | 'videoDetail' | 'linkDetail';

/** The article types each detail route renders as their own (docs/product.md §2 and §3). */
const ROUTE_KINDS: Record<ArticleRouteName, readonly ArticleKind[]> = {
  newsDetail: ['news'],
  imageDetail: ['photos'],
  videoDetail: ['video'],
  linkDetail: ['link', 'h5'],
};
/**
 * Kinds whose own page is built; a special topic still renders where it is opened (decision 0006).
 * A live goes to liveDetail (docs/decisions/0006), whose linkID is its own id.
 */
const REDIRECTABLE: readonly ArticleKind[] = ['news', 'photos', 'video', 'link', 'h5', 'live'];

/** `/newsDetail/{columnId?}/{id}.html`; linkDetail has no column segment (`/linkDetail/{id}.html`). */
const FACTS = {
  newsDetail: newsDetailRoute,
  imageDetail: imageDetailRoute,
  videoDetail: videoDetailRoute,
  linkDetail: linkDetailRoute,
};

/**
 * `?poster=1`: the poster variant (myArticleContent), the page a share poster is drawn from.
 * docs/product.md §4: no preview banner on posters; never indexed, whatever the article's state.
 */
function isPoster(query: URLSearchParams): boolean {
  const flag = query.get('poster');
  return flag === '1' || flag === 'true';
}

/**
 * An id opened on the wrong route (a video on /newsDetail, from an old or hand-made link) goes to
 * its own route (307), so the reader gets the player or viewer it needs and search engines see one
 * address. The page query goes along (lang, dark, title: decision 0006); other parameters do not,
 * since the page cache keeps this redirect for every reader of the address (decision 0012).
 */
function redirectToOwnRoute(route: ArticleRouteName, article: ArticleDetail, query: URLSearchParams): void {
  if (ROUTE_KINDS[route].includes(article.kind) || !REDIRECTABLE.includes(article.kind)) return;
  const target = articleLink({
    id: article.id,
    columnId: article.columnId,
    kind: article.kind,
    // A live goes to the live's own id, which the real platform's liveView takes (docs/decisions/0090).
    linkId: article.linkId,
    subColumnId: 0,
    linkUrl: article.linkUrl,
  });
  redirect(`${target.href}${querySuffix(query)}`);
}

function canonicalPathOf(route: ArticleRouteName, article: { id: number; columnId: number }): string {
  return route === 'linkDetail'
    ? linkDetailRoute.href({ id: article.id })
    : FACTS[route].href({ columnId: article.columnId, id: article.id });
}

function articleRoute(route: ArticleRouteName) {
  return definePage(FACTS[route], {
    /** A missing article is a 404; a platform failure rejects (503 page). */
    async load({ id, columnId }: { id: number; columnId?: number }) {
      const query = await pageQuery();
      const poster = isPoster(query);
      // Related reading is asked for beside the article (getRelArticles): one round trip, not two.
      // So is what the site recommends (recommendList), less what related reading already shows.
      // And the site's most read of the day and the week, which ends every article (docs/product.md §7).
      const [found, config, related, recommendedAll, mostRead] = await Promise.all([
        getArticleContent(id, { columnId, poster }),
        getSiteConfig(),
        getRelatedArticles(id),
        getRecommendedArticles(id),
        getMostRead(),
      ]);
      if (!found) notFound();
      redirectToOwnRoute(route, found, query);
      // Their cards take the site's sized picture styles, as list pages do (docs/decisions/0059):
      // a 380-pixel card fetched the stored 1080-wide picture.
      const settings = imageSettingsOf(config);
      const recommended = withoutShown(recommendedAll, [id, ...related.map((a) => a.id)]).map((summary) =>
        withSizedPictures(summary, settings),
      );
      const article = {
        ...found,
        bodyHtml: withSizedBodyPictures(found.bodyHtml, settings),
        related: related.map((summary) => withSizedPictures(summary, settings)),
      };
      // Started here, awaited by the comments section while the article streams; a preview is
      // the editors' draft, and a poster is drawn from the article alone: no comments on either.
      const comments = article.preview || poster ? null : loadCommentsSection(COMMENT_SOURCE.article, article.id);
      return {
        article,
        config,
        poster,
        canonicalPath: canonicalPathOf(route, article),
        comments,
        recommended,
        mostRead,
      };
    },
    seo({ article, config, poster, canonicalPath }): PageSeo {
      const author = article.bylines.find((b) => b.role === 'author');
      return {
        type: 'article',
        title: article.title,
        description: articleDescription(article),
        path: canonicalPath,
        image: articleImage(article, config),
        robots: article.preview || poster ? { index: false, follow: false } : undefined,
        breadcrumbs: [
          { name: config.appName, path: homeRoute.href() },
          ...(article.columnName
            ? [{ name: article.columnName, path: columnDetailRoute.href({ id: article.columnId }) }]
            : []),
          { name: article.title, path: canonicalPath },
        ],
        article: {
          publishedAt: article.publishedAt,
          section: article.columnName,
          tags: article.tags.map((tag) => tag.name),
          // The reporter who wrote it links their page; a byline's name alone has none.
          author: article.reporter?.name ?? author?.name ?? null,
          authorPath: article.reporter ? reporterRoute.href({ id: article.reporter.id }) : undefined,
          video: article.video?.url ? article.video : undefined,
          images: [article.image.big, article.image.middle, ...article.pictures.map((p) => p.url)].filter(Boolean),
          contentLocale: contentLocaleOf(article.title),
        },
      };
    },
  });
}

/** newsDetail: `/newsDetail/{columnId?}/{id}.html`, a news article. */
export const newsDetail = articleRoute('newsDetail');
/** imageDetail: `/imageDetail/{columnId?}/{id}.html`, a photo set. */
export const imageDetail = articleRoute('imageDetail');
/** videoDetail: `/videoDetail/{columnId?}/{id}.html`, a video article. */
export const videoDetail = articleRoute('videoDetail');
/** linkDetail: `/linkDetail/{id}.html`, a link (4) or H5 (12) article. */
export const linkDetail = articleRoute('linkDetail');
