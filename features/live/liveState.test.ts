import { isPushForOpenLive, liveState, START_GRACE_MS, updatesLine } from './liveState';

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
