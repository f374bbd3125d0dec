import { route } from '@/lib/routing/route';

// The activity, sign-up and vote routes' facts (docs/decisions/0039; docs/product.md §2; docs/decisions/0020).

/** activityDetail: `/activityDetail/{id?}.html`, an activity (without an id: the activities). */
export const activityDetailRoute = route({
  name: 'activityDetail',
  segments: ['id?'],
  public: true,
  tags: { id: 'activity' },
});
/** activityApply: `/activityApply/{linkID?}/{id?}.html`, the sign-up form. */
export const activityApplyRoute = route({ name: 'activityApply', segments: ['linkID?', 'id?'] });
/** registrationDetail: `/registrationDetail/{fileId?}/{entryID?}.html`, one sign-up. */
export const registrationDetailRoute = route({
  name: 'registrationDetail',
  segments: ['fileId?', 'entryID?'],
  // `registered=1`: the form has just sent it, so the page says the sign-up succeeded (docs/decisions/0094).
  query: ['registered'],
});
/** signupdetail: `/signupdetail.html`, a member's sign-ups. */
export const signupdetailRoute = route({ name: 'signupdetail' });
/** writeOff: `/writeOff/{activityID?}/{registCode?}/{shopSite?}.html`, a voucher's check-in. */
export const writeOffRoute = route({
  name: 'writeOff',
  segments: ['activityID?', 'registCode?', 'shopSite?'],
  text: ['registCode', 'shopSite'],
  missing: 'trailing',
});
// The vote routes require auth (docs/product.md §2, §6): under xyAuth 1 their calls are signed.

/** activityVote: `/activityVote/{linkID?}/{id?}.html`, a vote, its options searched or by theme. */
export const activityVoteRoute = route({
  name: 'activityVote',
  segments: ['linkID?', 'id?'],
  query: ['themeId', 'name'],
  requiresAuth: true,
});
/** voteItemDetail: `/voteItemDetail/{id?}/{voteId?}/{optionId?}.html`, one option of a vote. */
export const voteItemDetailRoute = route({
  name: 'voteItemDetail',
  segments: ['id?', 'voteId?', 'optionId?'],
  requiresAuth: true,
});
/** activityVoteWeb: `/activityVoteWeb/{linkID?}/{id?}.html`, a vote's results. */
export const activityVoteWebRoute = route({
  name: 'activityVoteWeb',
  segments: ['linkID?', 'id?'],
  requiresAuth: true,
});
