import {
  END_GRACE_MS,
  isComing,
  isPushForOpenLive,
  liveState,
  ON_AIR_LIMIT_MS,
  START_GRACE_MS,
  updatesLine,
} from './liveState';

const LIVE = 'https://live.example.cn/a.m3u8';
const VOD = 'https://vod.example.cn/a.m3u8';

describe('liveState', () => {
  it('status 0 is a preview with nothing to play', () => {
    expect(liveState({ status: 0, appLiveUrl: LIVE, appPlaybackUrl: VOD })).toMatchObject({
      phase: 'preview',
      playUrl: null,
      titleKey: 'preview',
    });
  });

  it('status 1 plays the live stream', () => {
    expect(liveState({ status: 1, appLiveUrl: LIVE, appPlaybackUrl: VOD })).toMatchObject({
      phase: 'live',
      playUrl: LIVE,
      titleKey: 'live',
    });
  });

  it('status 1 without a live URL is live with no player', () => {
    expect(liveState({ status: 1, appLiveUrl: '  ' })).toMatchObject({
      phase: 'live',
      playUrl: null,
      titleKey: 'live',
    });
  });

  it('status 2 replays only when a playback URL exists', () => {
    expect(liveState({ status: 2, appLiveUrl: LIVE, appPlaybackUrl: VOD })).toMatchObject({
      phase: 'replay',
      playUrl: VOD,
      titleKey: 'replay',
    });
    expect(liveState({ status: 2, appLiveUrl: LIVE, appPlaybackUrl: '' })).toMatchObject({
      phase: 'ended',
      playUrl: null,
      titleKey: 'ended',
    });
    expect(liveState({ status: 2, appLiveUrl: LIVE })).toMatchObject({
      phase: 'ended',
      playUrl: null,
      titleKey: 'ended',
    });
  });

  it('accepts numeric-string statuses', () => {
    expect(liveState({ status: '1', appLiveUrl: LIVE }).phase).toBe('live');
    expect(liveState({ status: '2', appPlaybackUrl: VOD }).phase).toBe('replay');
  });

  it('treats unknown statuses as a preview', () => {
    expect(liveState({ status: 7, appLiveUrl: LIVE }).phase).toBe('preview');
    expect(liveState({ status: null, appLiveUrl: LIVE }).playUrl).toBeNull();
    expect(liveState({ status: 'x', appLiveUrl: LIVE }).phase).toBe('preview');
  });
});

describe('isPushForOpenLive', () => {
  it('matches ids across number and string', () => {
    expect(isPushForOpenLive(42, '42')).toBe(true);
    expect(isPushForOpenLive('42', 42)).toBe(true);
  });

  it('rejects other or missing ids', () => {
    expect(isPushForOpenLive(42, 43)).toBe(false);
    expect(isPushForOpenLive(42, undefined)).toBe(false);
    expect(isPushForOpenLive(null, 42)).toBe(false);
    expect(isPushForOpenLive('', '')).toBe(false);
  });
});

describe('one phase for the badge, the status line and JSON-LD (docs/product.md §4)', () => {
  const startsAt = '2026-11-22T23:30:00.000Z';
  const start = Date.parse(startsAt);
  it('labels a preview by the clock', () => {
    expect(liveState({ status: 0, startsAt }).label).toBe('preview');
    expect(liveState({ status: 0, startsAt, now: start - 1 }).label).toBe('preview');
    expect(liveState({ status: 0, startsAt, now: start + START_GRACE_MS }).label).toBe('soon');
    expect(liveState({ status: 0, startsAt, now: start + START_GRACE_MS + 1 }).label).toBe('notStarted');
  });
  it('offers a reminder only while coming by its own dates (docs/decisions/0094)', () => {
    expect(isComing(liveState({ status: 0, startsAt, now: start - 1 }))).toBe(true);
    expect(isComing(liveState({ status: 0, startsAt, now: start + 2 * 86_400_000 }))).toBe(false);
    expect(isComing(liveState({ status: 1, startsAt, now: start - 1 }))).toBe(false);
  });
  it('says an on-air live is past its time when its dates contradict it (docs/decisions/0094)', () => {
    const endsAt = '2026-11-23T02:30:00.000Z';
    const end = Date.parse(endsAt);
    expect(liveState({ status: 1, startsAt, endsAt, now: end + END_GRACE_MS }).label).toBe('live');
    expect(liveState({ status: 1, startsAt, endsAt, now: end + END_GRACE_MS + 1 }).label).toBe('overrun');
    // No planned end: hours after its start it is on air, a week after it is not believed.
    expect(liveState({ status: 1, startsAt, now: start + ON_AIR_LIMIT_MS }).label).toBe('live');
    expect(liveState({ status: 1, startsAt, now: start + 7 * 86_400_000 }).label).toBe('overrun');
    // Still its phase (the stream plays if there is one), and without a clock it is taken at its word.
    expect(liveState({ status: 1, startsAt, now: start + 7 * 86_400_000 }).phase).toBe('live');
    expect(liveState({ status: 1, startsAt }).label).toBe('live');
  });
  it('is a live broadcast only until it is over', () => {
    expect(liveState({ status: 1 }).over).toBe(false);
    expect(liveState({ status: 2, appPlaybackUrl: 'https://x/a.m3u8' })).toMatchObject({ over: true });
    expect(liveState({ status: 2 })).toMatchObject({ over: true });
  });
  it('says "live updates on" only on air with the socket open', () => {
    expect(updatesLine('live', 'live')).toBe('live');
    expect(updatesLine('preview', 'live')).toBe('waiting');
    expect(updatesLine('replay', 'live')).toBe('over');
    expect(updatesLine('ended', 'polling')).toBe('over');
    expect(updatesLine('live', 'reconnecting')).toBe('reconnecting');
  });
});
