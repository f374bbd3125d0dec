import type { ArticleSummary } from '@/features/articles/article.types';
import type { ComingLive } from '@/features/live/live.types';
import { articleSummary } from '@/tests/support/builders';
import { moreLives } from './moreLives';

const coming: ComingLive[] = [
  {
    id: 1004,
    title: '拉萨马拉松',
    startsAt: null,
    bannerUrl: '',
    liveStatus: 1,
    phase: 'live',
    label: 'live',
    href: '/liveDetail/1004/1004.html',
  },
  {
    id: 1003,
    title: '雪顿节开幕式',
    startsAt: '2026-11-24T02:00:00.000Z',
    bannerUrl: '',
    liveStatus: 0,
    phase: 'preview',
    label: 'preview',
    href: '/liveDetail/1003/1003.html',
  },
];

function summary(
  id: number,
  liveStatus: number | null,
  livePhase: ArticleSummary['livePhase'],
  kind: ArticleSummary['kind'] = 'live',
): ArticleSummary {
  return articleSummary({
    id,
    columnId: 8,
    columnName: '直播',
    kind,
    title: `直播 ${id}`,
    image: { small: '', middle: `http://m/${id}.jpg`, big: '' },
    href: `/liveDetail/${id}/${id}.html`,
    liveStatus,
    livePhase,
  });
}

describe('moreLives', () => {
  it('lists on air and coming first, then the finished lives of the home strip as replays', () => {
    const lives = moreLives(coming, [
      summary(1004, 1, 'live'),
      summary(1005, 2, 'replay'),
      summary(1006, 2, 'ended'),
      summary(1003, 0, 'preview'),
    ]);
    expect(lives.map((live) => [live.id, live.phase])).toEqual([
      [1004, 'live'],
      [1003, 'preview'],
      [1005, 'replay'],
      [1006, 'ended'],
    ]);
    expect(lives[2]).toEqual({
      id: 1005,
      title: '直播 1005',
      startsAt: null,
      bannerUrl: 'http://m/1005.jpg',
      liveStatus: 2,
      phase: 'replay',
      label: 'replay',
      href: '/liveDetail/1005/1005.html',
    });
  });

  it('leaves out what is not a finished live, and a live liveComing already lists', () => {
    const ended = { ...summary(1004, 2, 'replay') };
    expect(moreLives(coming, [ended, summary(7, null, null, 'news')]).map((live) => live.id)).toEqual([1004, 1003]);
  });
});

describe('a coming live past its start', () => {
  const start = Date.parse('2026-11-24T02:00:00.000Z');
  it('is "starting soon" for a grace period, then "not started", never "preview"', () => {
    expect(moreLives(coming, [], start - 1000)[1]!.label).toBe('preview');
    expect(moreLives(coming, [], start + 10 * 60_000)[1]!.label).toBe('soon');
    expect(moreLives(coming, [], start + 86_400_000)[1]!.label).toBe('notStarted');
  });
});
