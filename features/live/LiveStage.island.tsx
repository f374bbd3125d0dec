'use client';

import { useTranslations } from 'next-intl';
import type { LiveState } from '@/features/live/liveState';
import { VideoPlayer } from '@/components/media/VideoPlayer.island';
import { Countdown } from './Countdown.island';
import styles from './Live.module.css';

interface LiveStageProps {
  /** The live's state, derived once by the room (features/live/liveState.ts). */
  state: LiveState;
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
export function LiveStage({ state, title, poster, startsAt, startText, autoPlay }: LiveStageProps) {
  const t = useTranslations('live');
  const { phase, playUrl, label } = state;
  if (playUrl) {
    // Keyed by address: live to replay is a new stream, not a seek in the old one.
    return (
      <VideoPlayer key={playUrl} src={playUrl} poster={poster} title={t('player', { title })} autoPlay={autoPlay} />
    );
  }
  // A preview past its start: 'starting soon' for a grace period, then 'not started' (no countdown at 0 for days).
  const note =
    label === 'soon'
      ? t('startingSoon')
      : label === 'notStarted'
        ? t('notStartedNote')
        : phase === 'preview'
          ? t('comeBack')
          : phase === 'live'
            ? t('noStream')
            : t('endedNoReplay');
  return (
    <div className={styles.stage} data-phase={phase}>
      {poster ? (
        // eslint-disable-next-line @next/next/no-img-element -- the broadcast's poster, sized by the platform
        <img className={styles.poster} src={poster} alt="" width={750} height={422} fetchPriority="high" />
      ) : null}
      <div className={poster ? styles.stageNote : `${styles.stageNote} ${styles.stageNoteStatic}`}>
        {phase === 'preview' && startText ? <p>{startText}</p> : null}
        {label === 'preview' && startsAt ? <Countdown startsAt={startsAt} /> : null}
        <p>{note}</p>
      </div>
    </div>
  );
}
