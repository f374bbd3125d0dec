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
  /** ISO planned end: with `now`, tells a live on air from one whose end long passed (docs/decisions/0094). */
  endsAt?: string | null;
  /** Milliseconds since the epoch; without it a preview is judged without the clock. */
  now?: number;
}

/**
 * What a preview whose start has passed is called: 'starting soon' for this long after its start
 * (the desk is late by minutes, not days), then what the platform says (status 0: not started).
 */
export const START_GRACE_MS = 30 * 60_000;

/**
 * How long a live may say 'live now' past its planned end (the desk runs over by minutes), or, with no
 * planned end, past its start (a broadcast lasts hours, not days): later, the dates contradict the
 * status and the badge says so instead of 'live now' (docs/decisions/0094).
 */
export const END_GRACE_MS = 30 * 60_000;
export const ON_AIR_LIMIT_MS = 12 * 3_600_000;

/**
 * The words for a phase (message keys under `live.*`): the badge of the live page and of the lists.
 * A preview splits by the clock: coming (`preview`), its start just passed (`soon`), its
 * start long passed and the platform still says status 0 (`notStarted`).
 */
export type LiveLabel = LivePhase | 'soon' | 'notStarted' | 'overrun';

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

/**
 * An on-air live whose dates say it should be over: past its planned end, or with none, long past its
 * start (`overrun`: "time passed, status not updated"), else 'live'.
 */
function onAirLabel(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
  now: number | undefined,
): LiveLabel {
  if (now === undefined) return 'live';
  const end = endsAt ? Date.parse(endsAt) : NaN;
  if (Number.isFinite(end)) return now - end > END_GRACE_MS ? 'overrun' : 'live';
  const start = startsAt ? Date.parse(startsAt) : NaN;
  return Number.isFinite(start) && now - start > ON_AIR_LIMIT_MS ? 'overrun' : 'live';
}

/**
 * Whether a reader may still be offered a reminder and a calendar entry: only while the live is coming
 * by its own dates (a preview whose start passed waits for the desk; reminding of it is untrue).
 */
export function isComing(state: LiveState): boolean {
  return state.label === 'preview';
}

export function liveState({ status, appLiveUrl, appPlaybackUrl, startsAt, endsAt, now }: LiveStateInput): LiveState {
  const code = typeof status === 'string' && status.trim() !== '' ? Number(status) : status;
  switch (code) {
    case 1:
      // On air without a stream address (the encoder has not started pushing):
      // still "live now", but the page shows no player.
      return {
        phase: 'live',
        playUrl: url(appLiveUrl),
        titleKey: 'live',
        label: onAirLabel(startsAt, endsAt, now),
        over: false,
      };
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
