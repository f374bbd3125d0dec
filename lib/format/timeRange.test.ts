import { platformClock, timeRange } from './timeRange';

describe('timeRange', () => {
  it('shows the platform clock (Beijing) whatever the zone of the ISO time', () => {
    expect(platformClock('2026-12-07T01:00:00.000Z')).toBe('2026-12-07 09:00');
    expect(platformClock('2026-12-06T16:30:00.000Z')).toBe('2026-12-07 00:30');
  });
  it('leaves out the end date on the same day, keeps it across days', () => {
    expect(timeRange('2026-12-07T01:00:00.000Z', '2026-12-07T09:00:00.000Z')).toBe('2026-12-07 09:00 – 17:00');
    expect(timeRange('2026-12-07T01:00:00.000Z', '2026-12-08T09:00:00.000Z')).toBe(
      '2026-12-07 09:00 – 2026-12-08 17:00',
    );
  });
  it('copes with a missing or unreadable side', () => {
    expect(timeRange(null, '2026-12-07T09:00:00.000Z')).toBe('2026-12-07 17:00');
    expect(timeRange('garbage', null)).toBe('');
    // A start alone is the start alone, no dash (lib-format's mutation run).
    expect(timeRange('2026-12-07T01:00:00.000Z', null)).toBe('2026-12-07 09:00');
  });
});
