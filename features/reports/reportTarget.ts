// What a reader can report, and why (docs/decisions/0052). Pure: the report
// button (a client island) and the server's call share it.

/** What can be reported: a reply is a comment (the platform keeps both in one table). */
export const REPORT_KINDS = ['article', 'comment', 'question', 'post', 'moment'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * The report call's object type for each kind (docs/platform-api.md, "Reports"): the event call's
 * codes where it has one (0 article, 1 comment, 9 Q&A; PLATFORM-FACTS.md), 10 and 11 the platform's own.
 */
export const REPORT_OBJECT_TYPE: Readonly<Record<ReportKind, number>> = {
  article: 0,
  comment: 1,
  question: 9,
  post: 10,
  moment: 11,
};

/** The reasons, in the order the dialog lists them; 9 'other' needs the reader's words. */
export const REPORT_REASONS = [1, 2, 3, 4, 5, 6, 9] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REASON_OTHER = 9;
/** Each reason's message key (messages `report.reasons.*`). */
export const REASON_KEYS = {
  1: 'spam',
  2: 'abuse',
  3: 'vulgar',
  4: 'illegal',
  5: 'false',
  6: 'rights',
  9: 'other',
} as const satisfies Record<ReportReason, string>;

/** Words a reader may add (the platform keeps at most as many). */
export const REPORT_TEXT_MAX = 200;

/** Whether a report may be sent as it stands: a reason, and words when the reason is 'other'. */
export function reportReady(reason: number | null, text: string): reason is ReportReason {
  if (reason === null || !(REPORT_REASONS as readonly number[]).includes(reason)) return false;
  return reason !== REASON_OTHER || text.trim() !== '';
}
