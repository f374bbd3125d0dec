import { HTML_LANG } from '@/lib/i18n/locales';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ArticleDetail } from '@/features/articles/articleDetail.types';
import type { ArticleSummary } from '@/features/articles/article.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { TopBar } from '@/features/site/TopBar';
import { requestNonce } from '@/lib/http/requestContext';
import { absoluteUrl } from '@/lib/routing/site';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { ArticleHeader } from './ArticleHeader';
import { ArticleBody } from './ArticleBody';
import { Bylines } from './Bylines';
import { PreviewBanner } from './PreviewBanner';
import { RelatedArticles } from './RelatedArticles';
import { ArticleTags } from './ArticleTags';
import { ArticleActions } from './ArticleActions';
import { ReadingTools } from './ReadingTools.island';
import { Listen } from './Listen';
import { ArticleAds } from '../ads/ArticleAds';
import { FONT_STEP_BOOT } from '@/features/articles/fontStep';
import { WeixinShare } from '../share/WeixinShare.island';
import { OpenInAppBar } from '../share/OpenInAppBar';
import { sharePayload } from '@/features/share/sharePayload';
import { SHARE_OBJECT, type ShareTarget } from '@/features/share/shareTarget';
import { posterRouteOf } from '@/features/share/posterPages';
import { articleDescription, articleImage } from '@/features/articles/share';
import { LiteLink } from '@/features/articles/lite/LiteLink';
import { CommentsSection } from '@/features/comments/CommentsSection';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import type { CommentsSectionData } from '@/features/comments/server/loadComments';
import styles from './Article.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ReportLine } from '@/features/reports/ReportLine';
import { RecordReading } from '@/features/mySpace/RecordReading.island';
import { MostRead } from '@/features/columns/MostRead';
import type { MostReadLists } from '@/features/columns/mostRead.types';

interface ArticlePageProps {
  article: ArticleDetail;
  config: SiteConfig;
  canonicalPath: string;
  /** What stands above the text: the player of a video, the viewer of a photo set. */
  media?: React.ReactNode;
  /** The jump to the end of the article (newsDetail, where texts are long). */
  toBottom?: boolean;
  /** The article's comments, loading (the route loader's `comments`); none on a preview. */
  comments: Promise<CommentsSectionData | null> | null;
  /** What the site recommends beside it (recommendList), less what the page already shows. */
  recommended: ArticleSummary[];
  /** The site's most read of the day and the week (the route loader's `mostRead`), ending the page. */
  mostRead: MostReadLists;
}

/** The frame every article detail page shares: header, media, body, bylines, related (JSON-LD: the page shell's). */
export async function ArticlePage({
  article,
  config,
  canonicalPath,
  media,
  toBottom = false,
  comments,
  recommended,
  mostRead,
}: ArticlePageProps) {
  const t = await getTranslations('chrome');
  const nonce = await requestNonce();
  const share = sharePayload({
    title: article.title,
    description: articleDescription(article),
    url: absoluteUrl(canonicalPath),
    image: articleImage(article, config),
    titleLimitBytes: config.shareTitleLimit.weChat,
    id: article.id,
    objectType: SHARE_OBJECT.article,
    path: canonicalPath,
  });
  const shareTarget: ShareTarget = {
    payload: share,
    eventObject: SHARE_OBJECT.article,
    article: true,
    poster: posterRouteOf(canonicalPath) !== null,
  };
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_STEP_BOOT }} />
      <TopBar config={config} />
      {article.preview ? <PreviewBanner /> : null}
      <main id="content">
        <article className={styles.article} lang={HTML_LANG[contentLocaleOf(article.title)]}>
          <ArticleHeader article={article} />
          <ClientMessages namespaces={['reading']}>
            <ReadingTools toBottom={toBottom} />
          </ClientMessages>
          <Listen title={article.title} />
          <LiteLink article={article} className={styles.meta} />
          {media}
          <ArticleBody html={article.bodyHtml} />
          <Bylines bylines={article.bylines} />
          <ArticleTags tags={article.tags} />
          {article.adsClosed ? null : (
            <Suspense fallback={null}>
              <ArticleAds articleId={article.id} />
            </Suspense>
          )}
          <div id="article-end">
            <ArticleActions article={article} share={shareTarget} />
          </div>
          {article.preview ? null : <ReportLine kind="article" id={article.id} />}
          {article.preview ? null : <OpenInAppBar config={config} pageUrl={share.link} />}
        </article>
        {comments ? (
          <CommentsSection
            sourceType={COMMENT_SOURCE.article}
            sourceId={article.id}
            comments={comments}
            path={canonicalPath}
            closed={article.discussClosed}
          />
        ) : null}
        <RelatedArticles articles={article.related} leftThumbnail={config.leftListLayout} />
        <RelatedArticles articles={recommended} leftThumbnail={config.leftListLayout} kind="recommended" />
        {/* The most read of the day and the week, at the end of every article (docs/product.md §7); not on a preview. */}
        {article.preview ? null : <MostRead lists={mostRead} />}
      </main>
      <WeixinShare payload={share} shareClosed={article.shareClosed} />
      {/* The reading history is the device's own (docs/product.md §2, the member's own pages); a preview is nobody's reading. */}
      {article.preview ? null : <RecordReading path={canonicalPath} title={article.title} />}
    </>
  );
}
