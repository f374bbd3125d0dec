import {
  escapeText,
  foldLine,
  liveCalendar,
  liveCalendarPath,
  liveIdOfCalendarFile,
  utcStamp,
  type LiveEvent,
} from './calendar';

const event: LiveEvent = {
  id: 1098,
  title: '直播预告：珠峰大本营春季登山季开幕',
  startsAt: '2026-12-04T10:00:00+08:00',
  endsAt: null,
  description: 'Base camp, 5,200 m; live; back\\slash\nnew line',
  url: 'https://news.example/touch/xy/liveDetail/1098/1098.html',
  host: 'news.example',
  stamp: '2026-11-25T03:00:00.000Z',
};

/** The unfolded content lines, as a calendar reads them (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('a live calendar file', () => {
  it('escapes backslash, semicolon, comma and line breaks in text, and drops control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\u0007g')).toBe('a\\\\b\\;c\\,d\\ne\\nfg');
  });

  it('folds lines at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'珠'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('gives the start in UTC, a UID of the live and the site, the page address, and a default length', () => {
    const lines = unfold(liveCalendar(event));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain('DTSTART:20261204T020000Z');
    expect(lines).toContain('DTEND:20261204T040000Z');
    expect(lines).toContain('DTSTAMP:20261125T030000Z');
    expect(lines).toContain('UID:live-1098@news.example');
    expect(lines).toContain('URL:https://news.example/touch/xy/liveDetail/1098/1098.html');
    expect(lines).toContain('SUMMARY:直播预告：珠峰大本营春季登山季开幕');
    expect(lines).toContain(
      'DESCRIPTION:Base camp\\, 5\\,200 m\\; live\\; back\\\\slash\\nnew line\\nhttps://news.example/touch/xy/liveDetail/1098/1098.html',
    );
    expect(
      liveCalendar(event)
        .split('\r\n')
        .every((line) => new TextEncoder().encode(line).length <= 75),
    ).toBe(true);
  });

  it('ends at the planned end when there is one after the start', () => {
    expect(unfold(liveCalendar({ ...event, endsAt: '2026-12-04T13:30:00+08:00' }))).toContain('DTEND:20261204T053000Z');
    expect(unfold(liveCalendar({ ...event, endsAt: '2026-12-04T09:00:00+08:00' }))).toContain('DTEND:20261204T040000Z');
  });

  it('is named by its live id, and only a plain id names one', () => {
    expect(liveCalendarPath(1098)).toBe('/liveCalendar/1098.ics');
    expect(liveIdOfCalendarFile('1098.ics')).toBe(1098);
    for (const bad of ['0.ics', '01.ics', '1098.ics.ics', 'x.ics', '1098.html', '1'.repeat(13) + '.ics'])
      expect(liveIdOfCalendarFile(bad)).toBeNull();
    expect(utcStamp('2026-01-02T03:04:05.678Z')).toBe('20260102T030405Z');
  });
});
