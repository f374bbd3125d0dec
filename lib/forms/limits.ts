// The longest texts of a reader's writes: the form's maxLength and counter, and the handler's zod
// schema, read the same number (the platform's own limits, docs/platform-api.md). A question's
// limit is features/qa/limits.ts.

/** A tip-off's or a submission's title, and a tip-off's contact. */
export const TITLE_MAX = 60;
export const CONTACT_MAX = 60;
/** A tip-off's text. */
export const TIPOFF_TEXT_MAX = 2000;
/** A submission's text (a call for articles takes whole articles). */
export const SUBMISSION_TEXT_MAX = 5000;
/** A post's text in a circle. */
export const POST_TEXT_MAX = 2000;
