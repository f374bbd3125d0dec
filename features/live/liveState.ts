// What a live page shows (docs/product.md §4): status 0 is a preview (nothing to play yet),
// 1 is on air and plays appLiveUrl, 2 has ended and plays the recording only if
// the platform produced one. The title prefix follows the phase; `titleKey` names
// the message under `live.*` (preview, live, replay, ended).

export type LivePhase = 'preview' | 'live' | 'replay' | 'ended';

export interface LiveStateInput {
  status: number | string | null | undefined;
  appLiveUrl?: string | null;
  appPlaybackUrl?: string | null;
}

export interface LiveState {
  phase: LivePhase;
  /** The stream to play, or null when there is nothing to play. */
  playUrl: string | null;
  /** Message key under `live.*` for the title prefix and the status badge. */
  titleKey: LivePhase;
}

function url(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

export function liveState({ status, appLiveUrl, appPlaybackUrl }: LiveStateInput): LiveState {
  const code = typeof status === 'string' && status.trim() !== '' ? Number(status) : status;
  switch (code) {
    case 1:
      // On air without a stream address (the encoder has not started pushing):
      // still "live now", but the page shows no player.
      return { phase: 'live', playUrl: url(appLiveUrl), titleKey: 'live' };
    case 2: {
      const playback = url(appPlaybackUrl);
      return playback
        ? { phase: 'replay', playUrl: playback, titleKey: 'replay' }
        : { phase: 'ended', playUrl: null, titleKey: 'ended' };
    }
    default:
      // 0, and anything the platform may add later: show it as not started
      // rather than offering a player for an unknown state.
      return { phase: 'preview', playUrl: null, titleKey: 'preview' };
  }
}

/** A pushed status change applies only to the live that is open (ids may be strings). */
export function isPushForOpenLive(openFileId: number | string | null | undefined, pushedFileId: unknown): boolean {
  if (openFileId === null || openFileId === undefined || pushedFileId === null || pushedFileId === undefined) {
    return false;
  }
  const open = String(openFileId).trim();
  return open !== '' && open === String(pushedFileId).trim();
}
