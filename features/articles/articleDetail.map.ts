import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import { BYLINE_FIELDS, type RawArticleContent } from './articleContent.schema';
import { articleKind, mapArticleSummary, toIsoTime } from './article.map';
import { stripTitleMarkers } from '@/lib/format/title';
import { keepXyAccount } from '@/features/accounts/accountFormat';
import { resolveInlineImages } from '@/lib/content/inlineImages';
import { sanitizeArticleHtml, stripAllHtml } from '@/lib/content/sanitize';

export function mapArticleDetail(raw: RawArticleContent): ArticleDetail {
  const inlineImages = raw.images.flatMap((group) =>
    group.imagearray.map((image) => ({ ref: image.ref || group.ref, url: image.imageUrl, caption: image.summary, width: image.width, height: image.height })),
  );
  const video = raw.config.videos[0];
  const videoUrl = video ? video.appPlaybackUrl || video.playbackUrls[0] || '' : '';
  const account = keepXyAccount({ xyID: raw.xyAccountID, xyStatus: raw.xyStatus, xyForbidden: raw.xyForbidden });
  return {
    id: raw.fileId,
    columnId: raw.columnID,
    columnName: raw.columnName,
    kind: articleKind(raw.articleType),
    title: stripTitleMarkers(raw.title),
    summary: stripAllHtml(raw.description),
    bodyHtml: sanitizeArticleHtml(resolveInlineImages(raw.content, inlineImages)),
    publishedAt: toIsoTime(raw.publishtime),
    bylines: BYLINE_FIELDS.filter((role) => raw[role].trim() !== '').map((role) => ({ role, name: raw[role].trim() })),
    counts: { clicks: raw.countClick, comments: raw.countDiscuss, likes: raw.countPraise, shares: raw.countShare },
    image: { small: raw.picSmall, middle: raw.picMiddle, big: raw.picBig },
    pictures: raw.pic_list.map((url, index) => ({ url, caption: raw.pic_list_title[index] ?? '' })),
    video: videoUrl ? { url: videoUrl, poster: raw.picBig || raw.picMiddle } : null,
    linkUrl: raw.linkUrl,
    shareClosed: raw.shareClosed,
    discussClosed: raw.discussClosed,
    adsClosed: raw.advClosed,
    preview: raw.aStatus !== 1,
    related: raw.related.map(mapArticleSummary),
    tags: raw.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    account: account ? { id: raw.xyAccountID, name: raw.xyAccount, icon: raw.xyAccountIcon } : null,
    reporter: raw.reporterID > 0 && raw.reporterName.trim() !== '' ? { id: raw.reporterID, name: raw.reporterName.trim() } : null,
  };
}
