import { getLocale, getTranslations } from 'next-intl/server';
import { getSiteConfig } from '@/lib/platform/siteConfig/siteConfig';
import { getComingLives } from '@/features/live/server/coming';
import { getTopColumns } from '@/features/columns/server/columns';
import { getArticles } from '@/features/columns/server/articles';
import { tabColumns } from '@/features/columns/columnTabs';
import { moreLives } from '@/features/live/moreLives';
import type { ArticleSummary } from '@/features/articles/article.types';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { definePage } from '@/lib/routing/definePage';
import type { PageSeo } from '@/lib/seo/page';
import { plainText, shareText } from '@/lib/seo/text';
import { notFound } from 'next/navigation';
import { getLiveView } from '@/features/live/server/view';
import { getArticleContent } from '@/features/articles/server/content';
import { liveState } from '@/features/live/liveState';
import { broadcastEnd } from '@/features/live/broadcastEnd';
import { cutText } from '@/lib/format/cut';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import type { LiveDetail } from '@/features/live/live.types';
import { loadCommentsSection } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import { listCrumbs } from '../columns/listItems.page';
import { liveDetailRoute, moreLiveRoute } from '@/features/live/paths';
import { homeRoute } from '@/features/columns/paths';

/**
 * The lives whose finished ones moreLive lists as replays: home's live strip, the first tab
 * column's liveArticles (the same cached answer home reads); a real platform's lists carry no strip
 * (docs/reference-platform-dialects.md), so there the first page of the site's live column, the
 * tab of style `live` (docs/decisions/0090).
 */
async function homeStripLives(): Promise<ArticleSummary[]> {
  const tabs = tabColumns(await getTopColumns());
  const strip = tabs[0] ? (await getArticles(tabs[0].id, 0)).liveArticles : [];
  if (strip.length > 0) return strip;
  const liveColumn = tabs.find((column) => column.style === 'live');
  return liveColumn ? (await getArticles(liveColumn.id, 0)).articles : [];
}

/**
 * moreLive: `/moreLive.html`, the broadcasts on air and coming (liveComing), then the finished
 * ones home shows as replays (features/live/moreLives.ts), each with its status.
 */
export const moreLive = definePage(moreLiveRoute, {
  async load() {
    const [coming, homeLives, config, locale, t] = await Promise.all([
      getComingLives(),
      homeStripLives(),
      getSiteConfig(),
      getLocale(),
      getTranslations('list'),
    ]);
    return {
      lives: moreLives(coming, homeLives, Date.now()),
      config,
      locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
      title: t('liveArticles'),
    };
  },
  seo({ lives, config, title }): PageSeo {
    const path = moreLiveRoute.href();
    return {
      type: 'collection',
      title,
      description: shareText(title),
      path,
      items: lives.map((live) => ({ name: live.title, path: live.href || undefined })),
      breadcrumbs: listCrumbs(config.appName, { name: title, path }),
    };
  },
});

/** The title with its status prefix (docs/product.md §4: preview, live now, replay). */
export async function liveTitle(live: LiveDetail, now: number): Promise<string> {
  const t = await getTranslations('live');
  // The badge's words, so the title never names the state otherwise than the page does (docs/decisions/0094).
  const { label } = liveState({
    status: live.status,
    appLiveUrl: live.liveUrl,
    appPlaybackUrl: live.playbackUrl,
    startsAt: live.startsAt,
    endsAt: live.endsAt,
    now,
  });
  return t('titleWithPhase', { phase: t(label), title: live.title });
}

/**
 * The id liveView takes: the live's own, which a list item carries as `linkID` and our addresses
 * as their first segment (on the real platform it differs from the article's fileId; on the
 * reference platform they are equal); the article id only when the address has no linkID
 * (docs/decisions/0074).
 */
export function liveViewId({ id, linkId }: { id: number; linkId?: number }): number {
  return linkId && linkId > 0 ? linkId : id;
}

/**
 * The live an address names: liveView of liveViewId; where that is no live, the live its article
 * links, if another. An address made where a live's id was its article's (the reference platform's
 * designed dialect, an old link, a hand-made one) then still opens it on a real platform, whose
 * lives have ids of their own (docs/decisions/0090). Null when there is none.
 */
async function liveOfAddress(address: { id: number; linkId?: number }): Promise<LiveDetail | null> {
  const asked = liveViewId(address);
  const live = await getLiveView(asked);
  if (live) return live;
  const article = await getArticleContent(address.id);
  if (!article || article.kind !== 'live' || article.linkId <= 0 || article.linkId === asked) return null;
  return getLiveView(article.linkId);
}

/**
 * liveDetail: `/liveDetail/{linkID?}/{id}.html`, a live broadcast (liveOfAddress). Public and cached:
 * the first page of reports is in the HTML; what comes later arrives by push.
 */
export const liveDetail = definePage(liveDetailRoute, {
  async load({ id, linkId }: { id: number; linkId?: number }) {
    const [live, config] = await Promise.all([liveOfAddress({ id, linkId }), getSiteConfig()]);
    if (!live) notFound();
    // The live discussion (sourceType 1), streamed after the rest of the page: not awaited here.
    // A preview is the editors' draft: no discussion, as on an article's preview.
    const comments = live.preview ? null : loadCommentsSection(COMMENT_SOURCE.live, live.id);
    const renderedAt = Date.now();
    return {
      live,
      config,
      comments,
      title: await liveTitle(live, renderedAt),
      canonicalPath: liveDetailRoute.href({ linkId: live.id, id: linkId ? id : live.id }),
      renderedAt,
    };
  },
  seo({ live, config, title, canonicalPath, renderedAt }): PageSeo {
    const { playUrl, over, phase } = liveState({
      status: live.status,
      appLiveUrl: live.liveUrl,
      appPlaybackUrl: live.playbackUrl,
    });
    const lastReport =
      live.reports
        .map((report) => report.publishedAt)
        .filter((time): time is string => time !== null)
        .sort()
        .at(-1) ?? null;
    // The end, or the expected end of a live coming or on air (docs/decisions/0095).
    const endsAt = broadcastEnd({
      startsAt: live.startsAt,
      endsAt: live.endsAt,
      phase: over ? 'over' : phase === 'live' ? 'onAir' : 'coming',
      lastReport,
      now: renderedAt,
    });
    return {
      type: 'live',
      title,
      description: shareText(plainText(live.descriptionHtml), live.reports[0]?.text ?? '', live.title),
      path: canonicalPath,
      image: live.image || config.shareLogoUrl,
      robots: live.preview ? { index: false, follow: false } : undefined,
      breadcrumbs: [
        { name: config.appName, path: homeRoute.href() },
        { name: live.title, path: canonicalPath },
      ],
      live: {
        startsAt: live.startsAt,
        endsAt,
        videoUrl: playUrl ?? '',
        cover: live.poster || live.image,
        updates: live.reports.map((report) => ({
          headline: report.title || cutText(report.text, 30),
          text: report.text,
          publishedAt: report.publishedAt,
        })),
        contentLocale: contentLocaleOf(live.title),
      },
    };
  },
});
