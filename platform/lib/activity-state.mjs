/**
 * The platform's own reading of an activity's phase and sign-up state (docs/product.md §4), the
 * same rules as the client's features/activities/signupState.ts: the platform enforces them, the client
 * only shows them. Times are milliseconds; null means "not set".
 */

/** @typedef {'notStarted' | 'inProgress' | 'ended'} ActivityPhase */
/** @typedef {'registered' | 'notStarted' | 'full' | 'registerNow' | 'registrationClosed' | 'activityEnded'} SignupState */

/**
 * Start inclusive, end exclusive.
 * @param {{start_at: number, end_at: number}} a @param {number} now
 * @returns {ActivityPhase}
 */
export function activityPhase(a, now) {
  if (now >= a.end_at) return 'ended';
  if (now < a.start_at) return 'notStarted';
  return 'inProgress';
}

/**
 * Most final first: ended, registered, window not open, window closed, full.
 * @param {{start_at: number, end_at: number, signup_start_at: number | null, signup_end_at: number | null,
 *   signup_closed: number, capacity: number, entryCount: number, registered: boolean}} a
 * @param {number} now
 * @returns {SignupState}
 */
export function signupState(a, now) {
  if (activityPhase(a, now) === 'ended') return 'activityEnded';
  if (a.registered) return 'registered';
  if (a.signup_start_at !== null && now < a.signup_start_at) return 'notStarted';
  if (a.signup_closed === 1 || (a.signup_end_at !== null && now >= a.signup_end_at)) return 'registrationClosed';
  if (a.capacity > 0 && a.entryCount >= a.capacity) return 'full';
  return 'registerNow';
}
