import { HTML_LANG } from '@/lib/i18n/locales';
import { getLocale, getTranslations } from 'next-intl/server';
import type { LiveDetail } from '@/features/live/live.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { TopBar } from '@/features/site/TopBar';
import { ArticleBody } from '@/features/articles/ArticleBody';
import { OpenInAppBar } from '@/features/share/OpenInAppBar';
import { absoluteUrl } from '@/lib/routing/site';
import { formatCount } from '@/lib/format/count';
import { formatDateTime } from '@/lib/format/dateTime';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { LiveRoom } from './LiveRoom.island';
import { LiveReminder } from './LiveReminder';
import { UntilStart } from './UntilStart.island';
import { isComing, liveState } from './liveState';
import { LikeButton } from '@/features/articles/LikeButton.island';
import { CountView } from '@/features/analytics/CountView.island';
import { CommentsSection } from '@/features/comments/CommentsSection';
import { PreviewBanner } from '@/features/articles/PreviewBanner';
import type { CommentsSectionData } from '@/features/comments/server/loadComments';
import { COMMENT_SOURCE } from '@/features/comments/comment.types';
import styles from './Live.module.css';

interface LivePageProps {
  live: LiveDetail;
  config: SiteConfig;
  canonicalPath: string;
  /** The live discussion, from the route's loader (not awaited). */
  /** The live discussion, loading; none on a preview (the editors' draft). */
  comments: Promise<CommentsSectionData | null> | null;
  /** When the route loaded it (ms): the clock a preview's phase is judged by in this HTML (the browser's own after hydration). */
  renderedAt: number;
}

/**
 * A live broadcast's page: the same for every reader (it is cached publicly), with the stage
 * and the reporting stream in one island that follows the live by push.
 */
export async function LivePage({ live, config, canonicalPath, comments, renderedAt }: LivePageProps) {
  const [t, tChrome, locale] = await Promise.all([getTranslations('live'), getTranslations('chrome'), getLocale()]);
  const startText = live.startsAt
    ? t('startsAt', { time: formatDateTime(live.startsAt, locale, 'monthDayTime') })
    : null;
  const pageUrl = absoluteUrl(canonicalPath);
  return (
    <>
      <a className="skip-link" href="#content">
        {tChrome('skipToContent')}
      </a>
      <TopBar config={config} />
      <main id="content">
        <article className={styles.live} lang={HTML_LANG[contentLocaleOf(live.title)]}>
          {live.preview ? <PreviewBanner /> : null}
          <header className={styles.header}>
            <h1 className={styles.title}>{live.title}</h1>
            <p className={styles.meta}>
              {startText ? <span>{startText}</span> : null}
              {live.countClick > 0 ? (
                <span>{t('views', { count: formatCount(live.countClick, { locale }) })}</span>
              ) : null}
            </p>
            {/* Likes per device, remembered by the browser: the cached page shows the count, the island the state. */}
            <div className={styles.likeBar}>
              <ClientMessages namespaces={['article', 'callError']}>
                <LikeButton articleId={live.id} initialLikes={live.countPraise} target="live" />
              </ClientMessages>
              {live.preview ? null : <CountView kind="live" id={live.id} />}
            </div>
            {/* Coming: a reminder for members, a calendar file for anyone (docs/decisions/0062); never once its
                start has passed, by the render's clock and then the browser's (docs/decisions/0094). */}
            {!live.preview && isComing(liveState({ status: live.status, startsAt: live.startsAt, now: renderedAt })) ? (
              <UntilStart startsAt={live.startsAt} renderedAt={renderedAt}>
                <LiveReminder liveId={live.id} />
              </UntilStart>
            ) : null}
          </header>
          <ClientMessages namespaces={['live', 'media']}>
            <LiveRoom
              liveId={live.id}
              title={live.title}
              poster={live.poster}
              startsAt={live.startsAt}
              endsAt={live.endsAt}
              startText={startText}
              status={{ id: live.id, status: live.status, liveUrl: live.liveUrl, playbackUrl: live.playbackUrl }}
              renderedAt={renderedAt}
              reports={live.reports}
              hasMore={live.hasMore}
            >
              {live.descriptionHtml ? (
                <div className={styles.description}>
                  <ArticleBody html={live.descriptionHtml} />
                </div>
              ) : null}
            </LiveRoom>
          </ClientMessages>
          {live.preview ? null : <OpenInAppBar config={config} pageUrl={pageUrl} />}
        </article>
        {comments ? (
          <CommentsSection
            sourceType={COMMENT_SOURCE.live}
            sourceId={live.id}
            comments={comments}
            path={canonicalPath}
            closed={live.discussClosed}
          />
        ) : null}
      </main>
    </>
  );
}
