import { dateOfTime, layoutNoOf, shiftMonth, timeOfDate } from './issueDate';
import { paperHref, paperShareHref } from './paths';
import { monthGrid } from './calendar';
import { regionOf } from '@/features/paper/paper.map';

describe('paper paths', () => {
  it('write the issue date as 8 digits and read only real calendar dates back', () => {
    expect(timeOfDate('2026-11-23')).toBe('20261123');
    expect(dateOfTime('20261123')).toBe('2026-11-23');
    for (const bad of ['20261131', '20260229', '2026112', '2026-11-23', 'abcdefgh', '202611230'])
      expect(dateOfTime(bad)).toBeNull();
    expect(dateOfTime('20240229')).toBe('2024-02-29');
    expect(paperHref('2026-11-23', 1, '02')).toBe('/paper/20261123/1/02.html');
    expect(paperShareHref('2026-11-23', 2, '01')).toBe('/paperSharePage/20261123/2/01.html');
    expect(layoutNoOf('01')).toBe('01');
    expect(layoutNoOf('a1')).toBeNull();
  });

  it('step months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});

describe('monthGrid', () => {
  it('lays a month out in weeks from Sunday, blanks for the neighbouring months', () => {
    const weeks = monthGrid('2026-11');
    // 1 November 2026 is a Sunday; 30 days fill five weeks.
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-01', day: 1 });
    expect(weeks[4]?.[1]).toEqual({ date: '2026-11-30', day: 30 });
    expect(weeks[4]?.slice(2).every((cell) => cell === null)).toBe(true);
    const february = monthGrid('2027-02');
    expect(february.flat().filter(Boolean)).toHaveLength(28);
    expect(february.every((week) => week.length === 7)).toBe(true);
  });
});

describe('regionOf', () => {
  it('turns a polygon in image pixels into its bounding box in percent', () => {
    expect(regionOf('24,126,576,126,576,440,24,440', 600, 900)).toEqual({ left: 4, top: 14, width: 92, height: 34.89 });
  });

  it('refuses what cannot be drawn: odd, negative, empty or outside the image', () => {
    for (const bad of ['', '1,2,3', '10,10,-5,20', '10,10,10,20', '0,0,700,100', 'a,b,c,d'])
      expect(regionOf(bad, 600, 900)).toBeNull();
    expect(regionOf('0,0,10,10', 0, 900)).toBeNull();
  });
});
