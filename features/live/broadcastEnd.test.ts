import { broadcastEnd, DEFAULT_BROADCAST_MS } from './broadcastEnd';
import { END_GRACE_MS } from './liveState';

// docs/decisions/0095: Google's LIVE badge needs the BroadcastEvent's endDate, the expected end while
// a live is coming or on air.
const startsAt = '2026-12-04T02:00:00.000Z';
const start = Date.parse(startsAt);
const iso = (ms: number) => new Date(ms).toISOString();
const times = { startsAt, endsAt: null, lastReport: null, now: start - 3_600_000 };

describe('broadcastEnd', () => {
  it("is the platform's end when it has one after the start, in every phase", () => {
    const endsAt = '2026-12-04T05:30:00.000Z';
    for (const phase of ['coming', 'onAir', 'over'] as const)
      expect(broadcastEnd({ ...times, endsAt, phase, lastReport: '2026-12-04T06:00:00.000Z' })).toBe(endsAt);
  });

  it('expects a live coming or on air without one to last the default length from its start', () => {
    expect(broadcastEnd({ ...times, phase: 'coming' })).toBe(iso(start + DEFAULT_BROADCAST_MS));
    expect(broadcastEnd({ ...times, phase: 'onAir', now: start + 60_000 })).toBe(iso(start + DEFAULT_BROADCAST_MS));
    // An end before the start is no end: the default stands in.
    expect(broadcastEnd({ ...times, phase: 'coming', endsAt: '2026-12-04T01:00:00.000Z' })).toBe(
      iso(start + DEFAULT_BROADCAST_MS),
    );
  });

  it('expects an on-air live past its default length to run on for the grace, not to have ended', () => {
    const now = start + DEFAULT_BROADCAST_MS + 600_000;
    expect(broadcastEnd({ ...times, phase: 'onAir', now })).toBe(iso(now + END_GRACE_MS));
  });

  it('ends a live that is over at its last report, else at its start plus the default length', () => {
    const lastReport = '2026-12-04T03:10:00.000Z';
    expect(broadcastEnd({ ...times, phase: 'over', lastReport })).toBe(lastReport);
    expect(broadcastEnd({ ...times, phase: 'over' })).toBe(iso(start + DEFAULT_BROADCAST_MS));
  });

  it('has no end without a start to reckon from', () => {
    expect(broadcastEnd({ ...times, startsAt: null, phase: 'coming' })).toBeNull();
  });
});
