'use client';

import { useTranslations } from 'next-intl';
import type { LiveStatusUpdate } from '@/features/live/live.types';
import { liveState } from '@/features/live/liveState';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import { Countdown } from './Countdown.island';
import styles from './Live.module.css';

interface LiveStageProps {
  status: LiveStatusUpdate;
  title: string;
  poster: string;
  startsAt: string | null;
  startText: string | null;
  /** The status changed while the reader was here: a stream that appears starts by itself. */
  autoPlay: boolean;
}

/**
 * The top of a live page by phase (docs/product.md §4): a preview's poster, start time and
 * countdown; the live player on appLiveUrl; the replay on appPlaybackUrl; or 'ended' with no
 * player when there is no recording.
 */
export function LiveStage({ status, title, poster, startsAt, startText, autoPlay }: LiveStageProps) {
  const t = useTranslations('live');
  const { phase, playUrl } = liveState({ status: status.status, appLiveUrl: status.liveUrl, appPlaybackUrl: status.playbackUrl });
  if (playUrl) {
    // Keyed by address: live to replay is a new stream, not a seek in the old one.
    return <VideoPlayer key={playUrl} src={playUrl} poster={poster} title={t('player', { title })} autoPlay={autoPlay} />;
  }
  const note = phase === 'preview' ? t('comeBack') : phase === 'live' ? t('noStream') : t('endedNoReplay');
  return (
    <div className={styles.stage} data-phase={phase}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the broadcast's poster, sized by the platform */}
      {poster ? <img className={styles.poster} src={poster} alt="" width={750} height={422} fetchPriority="high" /> : null}
      <div className={poster ? styles.stageNote : `${styles.stageNote} ${styles.stageNoteStatic}`}>
        {phase === 'preview' && startText ? <p>{startText}</p> : null}
        {phase === 'preview' && startsAt ? <Countdown startsAt={startsAt} /> : null}
        <p>{note}</p>
      </div>
    </div>
  );
}
