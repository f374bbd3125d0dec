import {
  ARTICLE_KIND_BY_CODE,
  type Ad,
  type ArticleKind,
  type ArticlePage,
  type ArticleSummary,
  type ImageSet,
} from '@/features/articles/article.types';
import { articleLink } from '@/features/articles/paths';
import { stripTitleMarkers } from '@/lib/format/title';
import { parsePlatformTime } from '@/lib/format/relativeTime';
import { hasMore } from '@/lib/format/paging';
import { liveState, type LivePhase } from '@/features/live/liveState';
import { mapModuleGroup, safeExternalUrl } from '../columns/module.map';
import type { RawAd, RawArticleItem, RawArticleList } from './article.schema';

export function articleKind(code: number): ArticleKind {
  return ARTICLE_KIND_BY_CODE[code as keyof typeof ARTICLE_KIND_BY_CODE] ?? 'news';
}

export function toIsoTime(platformTime: string): string | null {
  return parsePlatformTime(platformTime)?.toISOString() ?? null;
}

/**
 * docs/product.md §4: a replay only when a playback address exists; an ended live without one is 'ended'.
 * The phase reads the status and the playback address alone (the live address decides what plays, not the phase).
 */
function livePhaseOf(raw: RawArticleItem): LivePhase {
  return liveState({ status: raw.liveStatus, appPlaybackUrl: raw.config.videos[0]?.appPlaybackUrl }).phase;
}

/** A URL of a picture (what the real platform puts in `pic_list_title`), not a caption. */
export function isPictureUrl(text: string): boolean {
  return /^(https?:)?\/\//i.test(text.trim());
}

/**
 * The picture sizes of a list item or an article. Where the platform sends none, the real one's
 * title picture: the first URL of `pic_list_title` (docs/platform-api.md, "Dialects").
 */
export function imageSetOf(
  raw: Pick<RawArticleItem, 'picSmall' | 'picMiddle' | 'picBig' | 'pic_list_title'>,
): ImageSet {
  if (raw.picSmall || raw.picMiddle || raw.picBig)
    return { small: raw.picSmall, middle: raw.picMiddle, big: raw.picBig };
  const title = raw.pic_list_title.find(isPictureUrl)?.trim() ?? '';
  return { small: title, middle: title, big: title };
}

/** The real platform names a list item's column by its path (`首页~头条`): the column is its last part. */
function columnNameOf(colName: string): string {
  return colName.split('~').at(-1)!.trim();
}

export function mapArticleSummary(raw: RawArticleItem): ArticleSummary {
  const kind = articleKind(raw.articleType);
  const { href, external } = articleLink({
    id: raw.fileId,
    columnId: raw.colID,
    kind,
    linkId: raw.linkID,
    subColumnId: raw.subColumnID,
    linkUrl: raw.linkUrl,
  });
  return {
    id: raw.fileId,
    columnId: raw.colID,
    columnName: columnNameOf(raw.colName),
    kind,
    title: stripTitleMarkers(raw.listTitle || raw.title),
    publishedAt: toIsoTime(raw.publishtime),
    image: imageSetOf(raw),
    pictures: raw.pic_list,
    counts: { clicks: raw.countClick, comments: raw.countDiscuss, likes: raw.countPraise, shares: raw.countShare },
    href,
    external,
    liveStatus: kind === 'live' && raw.liveStatus >= 0 ? raw.liveStatus : null,
    durationSeconds: raw.duration,
    isTop: raw.isTop,
    tags: raw.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    picType: raw.picType,
    subColumnId: kind === 'special' ? raw.subColumnID || raw.colID : undefined,
    livePhase: kind === 'live' && raw.liveStatus >= 0 ? livePhaseOf(raw) : null,
  };
}

export function mapAd(raw: RawAd): Ad {
  return {
    id: raw.advID,
    title: raw.title,
    imageUrl: raw.imgUrl,
    targetUrl: safeExternalUrl(raw.contentUrl),
    position: raw.position,
    startsAt: toIsoTime(raw.startTime),
    endsAt: toIsoTime(raw.endTime),
  };
}

export function mapArticlePage(raw: RawArticleList): ArticlePage {
  return {
    articles: raw.list.map(mapArticleSummary),
    modules: raw.modules.map(mapModuleGroup).filter((group) => group.items.length > 0),
    carousel: raw.carousel.map(mapArticleSummary),
    liveArticles: raw.liveArticles.map(mapArticleSummary),
    topModule: raw.topModule
      ? { title: raw.topModule.title, articles: raw.topModule.list.map(mapArticleSummary) }
      : null,
    ads: raw.adv.map(mapAd),
    hasMore: hasMore(raw.list.length, raw.hasMore),
    totalCount: raw.totalCount,
  };
}
