// What a live page shows (docs/product.md §4): status 0 is a preview (nothing to play yet),
// 1 is on air and plays appLiveUrl, 2 has ended and plays the recording only if
// the platform produced one. The title prefix follows the phase; `titleKey` names
// the message under `live.*` (preview, live, replay, ended).

export type LivePhase = 'preview' | 'live' | 'replay' | 'ended';

export interface LiveStateInput {
  status: number | string | null | undefined;
  appLiveUrl?: string | null;
  appPlaybackUrl?: string | null;
  /** ISO start time: with `now`, tells a preview about to start from one whose start long passed. */
  startsAt?: string | null;
  /** Milliseconds since the epoch; without it a preview is judged without the clock. */
  now?: number;
}

/**
 * What a preview whose start has passed is called: 'starting soon' for this long after its start
 * (the desk is late by minutes, not days), then what the platform says (status 0: not started).
 */
export const START_GRACE_MS = 30 * 60_000;

/**
 * The words for a phase (message keys under `live.*`): the badge of the live page and of the lists.
 * A preview splits by the clock: coming (`preview`), its start just passed (`soon`), its
 * start long passed and the platform still says status 0 (`notStarted`).
 */
export type LiveLabel = LivePhase | 'soon' | 'notStarted';

/** Which status line the reports show (under `live.connection.*`), from the phase and the socket. */
export type UpdatesLine = 'connecting' | 'live' | 'reconnecting' | 'polling' | 'waiting' | 'over';

export interface LiveState {
  phase: LivePhase;
  /** The stream to play, or null when there is nothing to play. */
  playUrl: string | null;
  /** Message key under `live.*` for the title prefix. */
  titleKey: LivePhase;
  /** Message key under `live.*` for the status badge (moreLive, the live page). */
  label: LiveLabel;
  /** Over (ended, or a replay): nothing more will happen live. */
  over: boolean;
}

function url(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

function previewLabel(startsAt: string | null | undefined, now: number | undefined): LiveLabel {
  const start = startsAt ? Date.parse(startsAt) : NaN;
  if (now === undefined || !Number.isFinite(start) || now < start) return 'preview';
  return now - start <= START_GRACE_MS ? 'soon' : 'notStarted';
}

export function liveState({ status, appLiveUrl, appPlaybackUrl, startsAt, now }: LiveStateInput): LiveState {
  const code = typeof status === 'string' && status.trim() !== '' ? Number(status) : status;
  switch (code) {
    case 1:
      // On air without a stream address (the encoder has not started pushing):
      // still "live now", but the page shows no player.
      return { phase: 'live', playUrl: url(appLiveUrl), titleKey: 'live', label: 'live', over: false };
    case 2: {
      const playback = url(appPlaybackUrl);
      return playback
        ? { phase: 'replay', playUrl: playback, titleKey: 'replay', label: 'replay', over: true }
        : { phase: 'ended', playUrl: null, titleKey: 'ended', label: 'ended', over: true };
    }
    default:
      // 0, and anything the platform may add later: show it as not started
      // rather than offering a player for an unknown state.
      return { phase: 'preview', playUrl: null, titleKey: 'preview', label: previewLabel(startsAt, now), over: false };
  }
}

/**
 * The status line above the reports: 'live updates on' only while the live is on air and the socket
 * is open. Before it starts an open socket waits for it ('updates when it starts'); once it is over
 * there is nothing live to follow ('over'), whatever the socket does.
 */
export function updatesLine(
  phase: LivePhase,
  connection: 'connecting' | 'live' | 'reconnecting' | 'polling',
): UpdatesLine {
  if (phase === 'replay' || phase === 'ended') return 'over';
  if (phase === 'preview' && connection === 'live') return 'waiting';
  return connection;
}

/** A pushed status change applies only to the live that is open (ids may be strings). */
export function isPushForOpenLive(openFileId: number | string | null | undefined, pushedFileId: unknown): boolean {
  if (openFileId === null || openFileId === undefined || pushedFileId === null || pushedFileId === undefined) {
    return false;
  }
  const open = String(openFileId).trim();
  return open !== '' && open === String(pushedFileId).trim();
}
