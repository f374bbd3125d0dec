import { getTranslations } from 'next-intl/server';
import { HTML_LANG } from '@/lib/i18n/locales';
import { contentLocaleOf } from '@/features/articles/contentLocale';
import type {
  ClipNeighbours,
  ShortVideo,
  ShortVideoCommon,
  ShortVideoShareCard,
  ShortVideoSummary,
} from '@/features/shortVideo/shortVideo.types';
import type { SiteConfig } from '@/lib/platform/siteConfig/siteConfig.types';
import { TopBar } from '@/features/site/TopBar';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import { LikeButton } from '@/features/articles/LikeButton.island';
import { SharePanel } from '@/features/share/SharePanel.island';
import { posterRouteOf } from '@/features/share/posterPages';
import { WeixinShare } from '@/features/share/WeixinShare.island';
import { OpenInAppBar } from '@/features/share/OpenInAppBar';
import actionStyles from '@/features/articles/ArticleActions.module.css';
import { absoluteUrl } from '@/lib/routing/site';
import { sharePayload } from '@/features/share/sharePayload';
import { shortVideoDescription, shortVideoImage } from '@/features/shortVideo/share';
import { minVideoDetailRoute } from '@/features/shortVideo/paths';
import { ShortVideoInfo } from './ShortVideoInfo';
import { RelatedShortVideos } from './RelatedShortVideos';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { NextClip } from './NextClip.island';
import styles from './ShortVideo.module.css';

/** The vertical frame of the short-video player when the service names none (a portrait file is letterboxed inside it). */
const VERTICAL = 9 / 16;

/**
 * The player's frame: the file's own shape when it is wider than the vertical frame (a landscape
 * clip in a 9:16 frame was 40% black above and below), the vertical frame (commonInfo's, else 9:16)
 * for a taller or unknown one.
 */
export function playerRatio(fileRatio: number, frame: number = VERTICAL): number {
  return Number.isFinite(fileRatio) && fileRatio > frame ? fileRatio : frame;
}

interface ShortVideoPageProps {
  video: ShortVideo;
  related: ShortVideoSummary[];
  neighbours: ClipNeighbours;
  card: ShortVideoShareCard;
  common: ShortVideoCommon;
  config: SiteConfig;
}

const clipLink = (clip: ShortVideoSummary | null) =>
  clip ? { href: minVideoDetailRoute.href({ id: clip.id }), title: clip.title } : null;

/**
 * minVideoDetail and mvodShare: vertical player, the previous and next clip of its category, title,
 * author, counts, its category's list, like, share (its share card: the service's shareInfo), related.
 */
export async function ShortVideoPage({ video, related, neighbours, card, common, config }: ShortVideoPageProps) {
  const t = await getTranslations('chrome');
  const url = absoluteUrl(minVideoDetailRoute.href({ id: video.id }));
  const share = sharePayload({
    title: card.title,
    description: shortVideoDescription(card),
    url,
    image: shortVideoImage(card, config),
    titleLimitBytes: config.shareTitleLimit.weChat,
    id: video.id,
    path: minVideoDetailRoute.href({ id: video.id }),
  });
  return (
    <>
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <TopBar config={config} />
      <main id="content">
        {/* The video's words in their own language, not the interface's (docs/decisions/0055). */}
        <article lang={HTML_LANG[contentLocaleOf(video.title)]}>
          {video.src ? (
            <ClientMessages namespaces={['media', 'clips', 'shortVideoBrowse']}>
              {/* The previous and the next clip of its category, newest first (docs/decisions/0061). */}
              <NextClip previous={clipLink(neighbours.previous)} next={clipLink(neighbours.next)}>
                <div className={styles.player}>
                  <VideoPlayer
                    src={video.src}
                    poster={video.cover}
                    title={video.title}
                    ratio={playerRatio(video.ratio, common.frameRatio)}
                  />
                </div>
              </NextClip>
            </ClientMessages>
          ) : null}
          <div className={styles.body}>
            <ShortVideoInfo video={video} />
            <div className={actionStyles.bar}>
              <ClientMessages namespaces={['article', 'callError', 'sharePanel']}>
                <LikeButton articleId={video.id} initialLikes={video.counts.likes} target="shortVideo" />
                {card.closed ? null : (
                  // The short-video service's ids are not the platform's articles: no share event, no record, no points.
                  <SharePanel
                    target={{
                      payload: share,
                      eventObject: null,
                      article: false,
                      poster: posterRouteOf(share.routerUrl) !== null,
                    }}
                    buttonClassName={actionStyles.action}
                  />
                )}
              </ClientMessages>
            </div>
            <OpenInAppBar config={config} pageUrl={url} />
          </div>
        </article>
        <RelatedShortVideos videos={related} />
      </main>
      <WeixinShare payload={share} shareClosed={card.closed} />
    </>
  );
}
