// Activities readers sign up for, and their registrations (docs/product.md §3).

export type ActivityKind = 'signup' | 'vote';

/** An activity's times and its sign-up's limits: what decides the sign-up button's state. */
export interface SignupTiming {
  /** ISO times; null when the platform gave none. */
  startsAt: string | null;
  endsAt: string | null;
  signupStartsAt: string | null;
  signupEndsAt: string | null;
  signupClosed: boolean;
  /** 0: unlimited. */
  capacity: number;
}

export interface ActivitySummary extends SignupTiming {
  id: number;
  kind: ActivityKind;
  title: string;
  summary: string;
  banner: { big: string; middle: string };
  place: string;
  organizer: string;
  entryCount: number;
  /** The vote of a vote activity; null for a sign-up. */
  voteId: number | null;
  /** Where the list links: the detail page, or the vote page of a vote activity. */
  href: string;
}

export type FormFieldKind = 'text' | 'phone' | 'idcard' | 'choice' | 'date' | 'picture' | 'file';

/** One field of an activity's application form, as the platform defines it. */
export interface FormField {
  key: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  /** Two registrations may not share its value (checkEntryRepeatField). */
  unique: boolean;
  /** The choices of a 'choice' field. */
  options: string[];
}

export interface ActivityDetail extends ActivitySummary {
  /** Sanitised HTML. */
  contentHtml: string;
  /** A venue's own write-off address; '' when vouchers are written off here. */
  verifyUrl: string;
  form: FormField[];
}

/** What one member's token adds to an activity. */
export interface ActivityMembership {
  registered: boolean;
  entryId: number | null;
  registCode: string;
  entryCount: number;
}

export interface ActivityEntry {
  id: number;
  nickname: string;
  createdAt: string | null;
}

export interface EntryPage {
  entries: ActivityEntry[];
  total: number;
  hasMore: boolean;
}

export type RegistrationStatus = 'pending' | 'accepted' | 'declined';

/** One of the reader's own registrations. */
export interface Registration {
  entryId: number;
  activityId: number;
  title: string;
  banner: string;
  place: string;
  startsAt: string | null;
  endsAt: string | null;
  status: RegistrationStatus;
  createdAt: string | null;
  registCode: string;
  used: boolean;
  /** The platform shows this registration's progress in its app only. */
  progressInApp: boolean;
}

export interface RegistrationDetail extends Registration {
  answers: { key: string; label: string; kind: string; value: string }[];
}

/** A registration's voucher: what a venue checks and writes off. */
export interface Voucher {
  activityId: number;
  title: string;
  place: string;
  startsAt: string | null;
  endsAt: string | null;
  registCode: string;
  /** The name the registration was made under (what the venue checks), not the member's nickname. */
  holderName: string;
  /** Only an accepted registration is a voucher to show and write off (docs/decisions/0045). */
  review: RegistrationStatus;
  /** The signed-in reader is its holder: the page shows the voucher, not the venue's write-off. */
  mine: boolean;
  used: boolean;
  usedAt: string | null;
  shopSite: string;
  verifyUrl: string;
}
