import { getLiveView } from '@/features/live/server/view';
import type { LiveDetail } from '@/features/live/live.types';
import { apiRequest } from '@/tests/support/session';
import { GET } from './live.handler';

// GET /api/live: what a live page asks when its socket comes back, and while it polls without one.
jest.mock('@/features/live/server/view', () => ({ getLiveView: jest.fn() }));
const view = jest.mocked(getLiveView);

const REPORT = {
  id: 9,
  pinned: true,
  title: 'Start',
  publishedAt: '2026-11-24T08:00:00+08:00',
  author: 'desk',
  authorIcon: 'https://img.test/a.png',
  text: '<p>on air</p>',
  pictures: ['https://img.test/p.jpg'],
  video: { url: 'https://media.test/clip.m3u8', poster: 'https://img.test/poster.jpg' },
};
const LIVE = {
  id: 1004,
  status: 1,
  liveUrl: 'https://media.test/live.m3u8',
  playbackUrl: '',
  reports: [REPORT, { ...REPORT, id: 8, pinned: false, video: null }],
  hasMore: true,
};

const ask = (query: string) => GET(apiRequest('live', { method: 'GET', query }));

describe('GET /api/live', () => {
  it('answers the status, where it plays, and the page of reports with their pictures and video, not cached', async () => {
    view.mockResolvedValue({ ...LIVE, title: 'a live the page does not need again' } as unknown as LiveDetail);
    const response = await ask('id=1004&page=0');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: { id: 1004, status: 1, liveUrl: 'https://media.test/live.m3u8', playbackUrl: '' },
      reports: LIVE.reports,
      hasMore: true,
    });
    expect(view).toHaveBeenCalledWith(1004, 0);
  });

  it('a live that does not exist is 404; a malformed id is 400 before the platform is asked', async () => {
    view.mockReset().mockResolvedValue(null);
    expect((await ask('id=1&page=0')).status).toBe(404);
    expect((await ask('id=abc&page=0')).status).toBe(400);
    expect(view).toHaveBeenCalledTimes(1);
  });
});
