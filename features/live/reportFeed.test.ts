import { countNew, mergeReports } from './reportFeed';
import type { LiveReport } from '@/features/live/live.types';

const report = (id: number, minute: number, over: Partial<LiveReport> = {}): LiveReport => ({
  id,
  pinned: false,
  title: '',
  publishedAt: `2026-11-23T08:${String(minute).padStart(2, '0')}:00.000Z`,
  author: '次仁',
  authorIcon: '',
  text: `report ${id}`,
  pictures: [],
  video: null,
  ...over,
});

describe('mergeReports', () => {
  it('puts a pushed report first under the pinned notice, newest first', () => {
    const pinned = report(1, 0, { pinned: true });
    const merged = mergeReports([pinned, report(3, 20), report(2, 10)], [report(4, 30)]);
    expect(merged.map((r) => r.id)).toEqual([1, 4, 3, 2]);
  });

  it('never shows a report twice when a catch-up page repeats what the socket brought', () => {
    const current = mergeReports([report(2, 10)], [report(3, 20)]);
    const caughtUp = mergeReports(current, [report(3, 20), report(2, 10), report(5, 40)]);
    expect(caughtUp.map((r) => r.id)).toEqual([5, 3, 2]);
  });

  it('answers the same array when nothing is new, and takes an edited text', () => {
    const current = [report(2, 10)];
    expect(mergeReports(current, [report(2, 10)])).toBe(current);
    expect(mergeReports(current, [report(2, 10, { text: 'corrected' })])[0]?.text).toBe('corrected');
  });

  it('orders reports of the same minute by id', () => {
    expect(mergeReports([report(7, 10)], [report(9, 10), report(8, 10)]).map((r) => r.id)).toEqual([9, 8, 7]);
  });
});

describe('countNew', () => {
  it('counts only reports not already shown, each once', () => {
    expect(countNew([report(1, 0)], [report(1, 0), report(2, 1), report(2, 1)])).toBe(1);
  });
});
