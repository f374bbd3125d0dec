import { isPushForOpenLive, liveState } from './liveState';

const LIVE = 'https://live.example.cn/a.m3u8';
const VOD = 'https://vod.example.cn/a.m3u8';

describe('liveState', () => {
  it('status 0 is a preview with nothing to play', () => {
    expect(liveState({ status: 0, appLiveUrl: LIVE, appPlaybackUrl: VOD })).toEqual({
      phase: 'preview',
      playUrl: null,
      titleKey: 'preview',
    });
  });

  it('status 1 plays the live stream', () => {
    expect(liveState({ status: 1, appLiveUrl: LIVE, appPlaybackUrl: VOD })).toEqual({
      phase: 'live',
      playUrl: LIVE,
      titleKey: 'live',
    });
  });

  it('status 1 without a live URL is live with no player', () => {
    expect(liveState({ status: 1, appLiveUrl: '  ' })).toEqual({ phase: 'live', playUrl: null, titleKey: 'live' });
  });

  it('status 2 replays only when a playback URL exists', () => {
    expect(liveState({ status: 2, appLiveUrl: LIVE, appPlaybackUrl: VOD })).toEqual({
      phase: 'replay',
      playUrl: VOD,
      titleKey: 'replay',
    });
    expect(liveState({ status: 2, appLiveUrl: LIVE, appPlaybackUrl: '' })).toEqual({
      phase: 'ended',
      playUrl: null,
      titleKey: 'ended',
    });
    expect(liveState({ status: 2, appLiveUrl: LIVE })).toEqual({ phase: 'ended', playUrl: null, titleKey: 'ended' });
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
