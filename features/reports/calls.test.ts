import { reportCall, type ReportInput } from './calls';
import { rawReportAnswerSchema } from './report.schema';

// What goes to the platform, in which form (docs/platform-api.md, "Reports"; docs/decisions/0096).
const input = (kind: ReportInput['kind']): ReportInput => ({
  kind,
  id: 42,
  reason: 9,
  content: '广告刷屏',
  device: 'dev-1',
});

describe('the report call', () => {
  it('is the designed POST report, with each kind as the platform’s object type', () => {
    expect(reportCall.name).toBe('report');
    expect(reportCall.method).toBe('POST');
    expect(reportCall.params(input('comment'))).toEqual({
      type: 1,
      id: 42,
      reason: 9,
      content: '广告刷屏',
      device: 'dev-1',
    });
    expect(reportCall.params(input('article')).type).toBe(0);
    expect(reportCall.params(input('moment')).type).toBe(11);
  });

  it('goes out as the real expose for a comment and an article: rootID, sourceType, the reason as type, the words as reason', () => {
    const form = reportCall.publicForm;
    expect(form?.name).toBe('expose');
    expect(form?.params(input('comment'))).toEqual({
      rootID: 42,
      sourceType: 0,
      type: 9,
      reason: '广告刷屏',
      device: 'dev-1',
    });
    expect(form?.params(input('article'))).toEqual({
      rootID: 42,
      sourceType: 1,
      type: 9,
      reason: '广告刷屏',
      device: 'dev-1',
    });
  });

  it('has no public form for the kinds expose does not take: they go in the designed form', () => {
    for (const kind of ['question', 'post', 'moment'] as const)
      expect(reportCall.publicForm?.params(input(kind))).toBeUndefined();
  });
});

describe("the report call's answer", () => {
  it('reads the designed answer: the id, when, and whether it was made before', () => {
    expect(rawReportAnswerSchema.parse({ id: '17', created: 1732841000, again: 1 })).toEqual({
      id: 17,
      created: 1732841000,
      again: true,
    });
    expect(rawReportAnswerSchema.parse({ id: 18, created: '1732841000', again: 0 })).toEqual({
      id: 18,
      created: 1732841000,
      again: false,
    });
    // No word of an earlier report: a new one.
    expect(rawReportAnswerSchema.parse({ id: 19, created: 1 })).toEqual({ id: 19, created: 1, again: false });
  });

  it("takes expose's bare write, and nothing else", () => {
    expect(rawReportAnswerSchema.parse({ value: 'true' })).toEqual({ value: 'true' });
    expect(rawReportAnswerSchema.safeParse({ value: 'false' }).success).toBe(false);
    expect(rawReportAnswerSchema.safeParse({ created: 1, again: 0 }).success).toBe(false);
    expect(rawReportAnswerSchema.safeParse({ id: 1, again: 0 }).success).toBe(false);
    expect(rawReportAnswerSchema.safeParse({}).success).toBe(false);
  });
});
