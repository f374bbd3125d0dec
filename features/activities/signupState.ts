import type { SignupTiming } from '@/features/activities/activity.types';
import { parsePlatformTime } from '@/lib/format/platformTime';

// Activities (events readers sign up for): which phase the activity is in and
// what the sign-up button says (docs/product.md §4). Times are platform times (Beijing wall
// clock strings, epoch numbers or Dates). A missing or unparseable start means
// "already begun", a missing end "never ends": a bad field must not lock readers
// out of an activity the editors published.

export type ActivityPhase = 'notStarted' | 'inProgress' | 'ended';

/** Button states; each is also the message key for its label. */
export type SignupState = 'registered' | 'notStarted' | 'full' | 'registerNow' | 'registrationClosed' | 'activityEnded';

type TimeInput = Date | string | number | null | undefined;

export interface ActivitySignupInfo {
  /** When the activity itself runs. */
  startTime?: TimeInput;
  endTime?: TimeInput;
  /** Registration window; opens at once and closes when the activity ends unless set. */
  signupStartTime?: TimeInput;
  signupEndTime?: TimeInput;
  /** Editors switched registration off. */
  signupClosed?: boolean;
  /** The current reader has already signed up. */
  registered?: boolean;
  /** Maximum number of entries; missing, 0 or negative means unlimited. */
  capacity?: number | null;
  /** Entries so far. */
  entryCount?: number | null;
}

/** The sign-up state's input for an activity, with its entries now and whether this reader is in. */
export function signupInfoOf(timing: SignupTiming, entryCount: number, registered = false): ActivitySignupInfo {
  return {
    startTime: timing.startsAt,
    endTime: timing.endsAt,
    signupStartTime: timing.signupStartsAt,
    signupEndTime: timing.signupEndsAt,
    signupClosed: timing.signupClosed,
    capacity: timing.capacity,
    entryCount,
    registered,
  };
}

export interface SignupButton {
  state: SignupState;
  /** Only "register now" is actionable. */
  canRegister: boolean;
}

const ms = (t: TimeInput): number | null => parsePlatformTime(t)?.getTime() ?? null;

/** Start inclusive, end exclusive: at the end instant the activity has ended. */
export function activityPhase(info: Pick<ActivitySignupInfo, 'startTime' | 'endTime'>, now: Date): ActivityPhase {
  const t = now.getTime();
  const start = ms(info.startTime);
  const end = ms(info.endTime);
  if (end !== null && t >= end) return 'ended';
  if (start !== null && t < start) return 'notStarted';
  return 'inProgress';
}

function isFull(capacity: number | null | undefined, entryCount: number | null | undefined): boolean {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) return false;
  return typeof entryCount === 'number' && entryCount >= capacity;
}

/**
 * Precedence, most final first: an ended activity, the reader's own
 * registration, the registration window (not open yet, then closed), capacity.
 */
export function signupState(info: ActivitySignupInfo, now: Date): SignupButton {
  const state = ((): SignupState => {
    if (activityPhase(info, now) === 'ended') return 'activityEnded';
    if (info.registered) return 'registered';
    const t = now.getTime();
    const opens = ms(info.signupStartTime);
    const closes = ms(info.signupEndTime);
    if (opens !== null && t < opens) return 'notStarted';
    if (info.signupClosed || (closes !== null && t >= closes)) return 'registrationClosed';
    if (isFull(info.capacity, info.entryCount)) return 'full';
    return 'registerNow';
  })();
  return { state, canRegister: state === 'registerNow' };
}
