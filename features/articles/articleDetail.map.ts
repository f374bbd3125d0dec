import type { ArticleDetail, Picture } from '@/features/articles/articleDetail.types';
import { BYLINE_FIELDS, type RawArticleContent } from './articleContent.schema';
import { articleKind, imageSetOf, isPictureUrl, mapArticleSummary, toIsoTime } from './article.map';
import { stripTitleMarkers } from '@/lib/format/title';
import { keepXyAccount } from '@/features/accounts/accountFormat';
import { resolveInlineMedia, type InlineImage, type InlineVideo } from '@/lib/content/inlineImages';
import { sanitizeArticleHtml, stripAllHtml } from '@/lib/content/sanitize';

function inlineImagesOf(raw: RawArticleContent): InlineImage[] {
  return raw.images.flatMap((group) =>
    group.imagearray.map((image) => ({
      ref: image.ref || group.ref,
      url: image.imageUrl,
      caption: image.summary,
      width: image.width,
      height: image.height,
    })),
  );
}

function inlineVideosOf(raw: RawArticleContent): InlineVideo[] {
  return raw.videos.flatMap((group) =>
    group.videoarray.map((video) => ({
      ref: video.ref || group.ref,
      url: video.videoUrl,
      poster: video.imageUrl,
      caption: video.summary,
    })),
  );
}

/**
 * A photo set's pictures: those of `images`, with their captions (`summary`), where the answer has
 * them (the real CMS's photo sets: ArticleJsonHelper.getPicContent of intergrate-dev/xy6.0-xzw);
 * else `pic_list` with its captions (`pic_list_title`, where the designed dialect has them; the real
 * platform puts title-picture URLs there, never a caption). Other articles: `pic_list`.
 */
function picturesOf(raw: RawArticleContent, inline: InlineImage[]): Picture[] {
  const captions = raw.pic_list_title.map((caption) => (isPictureUrl(caption) ? '' : caption));
  const listed = raw.pic_list.map((url, index) => ({ url, caption: captions[index] ?? '' }));
  if (articleKind(raw.articleType) !== 'photos') return listed;
  const pictures = inline.filter((image) => image.url).map((image) => ({ url: image.url, caption: image.caption }));
  return pictures.length > 0 ? pictures : listed;
}

export function mapArticleDetail(raw: RawArticleContent): ArticleDetail {
  const inlineImages = inlineImagesOf(raw);
  const video = raw.config.videos[0];
  const inlineVideo = inlineVideosOf(raw)[0];
  const videoUrl = video ? video.appPlaybackUrl || video.playbackUrls[0] || '' : '';
  const account = keepXyAccount({ xyID: raw.xyAccountID, xyStatus: raw.xyStatus, xyForbidden: raw.xyForbidden });
  const titlePicture = raw.pic_list_title.find(isPictureUrl) ?? '';
  const kind = articleKind(raw.articleType);
  return {
    id: raw.fileId,
    columnId: raw.columnID,
    columnName: raw.columnName,
    kind,
    title: stripTitleMarkers(raw.title),
    summary: stripAllHtml(raw.description),
    bodyHtml: sanitizeArticleHtml(resolveInlineMedia(raw.content, inlineImages, inlineVideosOf(raw))),
    publishedAt: toIsoTime(raw.publishtime),
    bylines: BYLINE_FIELDS.filter((role) => raw[role].trim() !== '').map((role) => ({ role, name: raw[role].trim() })),
    counts: { clicks: raw.countClick, comments: raw.countDiscuss, likes: raw.countPraise, shares: raw.countShare },
    image: imageSetOf(raw),
    pictures: picturesOf(raw, inlineImages),
    video: videoUrl
      ? { url: videoUrl, poster: raw.picBig || raw.picMiddle }
      : kind === 'video' && inlineVideo?.url
        ? { url: inlineVideo.url, poster: inlineVideo.poster || raw.picBig || titlePicture }
        : null,
    linkUrl: raw.linkUrl,
    linkId: raw.linkID,
    shareClosed: raw.shareClosed,
    discussClosed: raw.discussClosed,
    adsClosed: raw.advClosed,
    preview: raw.aStatus !== 1,
    related: raw.related.map(mapArticleSummary),
    tags: raw.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    account: account ? { id: raw.xyAccountID, name: raw.xyAccount, icon: raw.xyAccountIcon } : null,
    reporter:
      raw.reporterID > 0 && raw.reporterName.trim() !== ''
        ? { id: raw.reporterID, name: raw.reporterName.trim() }
        : null,
  };
}
