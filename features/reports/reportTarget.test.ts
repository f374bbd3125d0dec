import { REASON_KEYS, REPORT_OBJECT_TYPE, REPORT_REASONS, reportReady } from './reportTarget';
import en from '@/messages/en.json';

describe('what a report needs', () => {
  it('a reason from the list; "other" also needs words', () => {
    expect(reportReady(null, 'x')).toBe(false);
    expect(reportReady(7, 'x')).toBe(false);
    expect(reportReady(1, '')).toBe(true);
    expect(reportReady(9, '  ')).toBe(false);
    expect(reportReady(9, '刷屏')).toBe(true);
  });

  it('every reason has its words, and every kind the platform code docs/platform-api.md gives it', () => {
    for (const reason of REPORT_REASONS) expect(en.report.reasons[REASON_KEYS[reason]]).toBeTruthy();
    expect(REPORT_OBJECT_TYPE).toEqual({ article: 0, comment: 1, question: 9, post: 10, moment: 11 });
  });
});
