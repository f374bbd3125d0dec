import { z } from 'zod';
import { flag, list, num, str } from '@/lib/platform/primitives';

// Activities and sign-ups as the platform answers them (docs/platform-api.md, "Activities").

export const rawActivityItemSchema = z.object({
  fileId: num(),
  /** 0 sign-up, 1 vote */
  type: num(),
  title: str(),
  summary: str(),
  banner: str(),
  bannerSmall: str(),
  place: str(),
  organizer: str(),
  startTime: str(),
  endTime: str(),
  signupStartTime: str(),
  signupEndTime: str(),
  signupClosed: flag(),
  capacity: num(),
  entryCount: num(),
  /** 0 not started, 1 in progress, 2 ended */
  isbegin: num(),
  voteId: num(),
});
export type RawActivityItem = z.output<typeof rawActivityItemSchema>;

export const rawActivityListSchema = z.object({
  list: list(rawActivityItemSchema),
  totalCount: num(),
  hasMore: flag(),
});
export type RawActivityList = z.output<typeof rawActivityListSchema>;

export const rawFormFieldSchema = z.object({
  key: z.string().min(1),
  label: str(),
  type: z.enum(['text', 'phone', 'idcard', 'choice', 'date', 'picture', 'file']).catch('text'),
  required: flag(),
  unique: flag(),
  options: list(z.string()),
});

export const rawActivityDetailSchema = rawActivityItemSchema.extend({
  content: str(),
  verifyUrl: str(),
  form: list(rawFormFieldSchema),
  /** Only with a member's token: whether that member is registered, and their entry. */
  registered: flag(),
  entryID: num(),
  registCode: str(),
});
export type RawActivityDetail = z.output<typeof rawActivityDetailSchema>;

export const rawEntryListSchema = z.object({
  list: list(z.object({ entryID: num(), nickname: str(), created: str() })),
  totalCount: num(),
  hasMore: flag(),
});
export type RawEntryList = z.output<typeof rawEntryListSchema>;

export const rawRepeatSchema = z.object({ repeat: flag() });

export const rawRegistSchema = z.object({ entryID: num(), registCode: str(), status: num() });

export const rawMyEntrySchema = z.object({
  entryID: num(),
  fileId: num(),
  title: str(),
  banner: str(),
  place: str(),
  startTime: str(),
  endTime: str(),
  /** 0 under review, 1 accepted, 2 declined */
  status: num(),
  created: str(),
  registCode: str(),
  used: flag(),
  progressInApp: flag(),
});
export type RawMyEntry = z.output<typeof rawMyEntrySchema>;

export const rawMyEntryListSchema = z.object({ list: list(rawMyEntrySchema), totalCount: num(), hasMore: flag() });

export const rawEntryDetailSchema = rawMyEntrySchema.extend({
  fields: list(z.object({ key: str(), label: str(), type: str(), value: str() })),
});
export type RawEntryDetail = z.output<typeof rawEntryDetailSchema>;

export const rawVoucherSchema = z.object({
  activityID: num(),
  title: str(),
  place: str(),
  startTime: str(),
  endTime: str(),
  registCode: str(),
  nickname: str(),
  /** The name the form was filled in with (docs/decisions/0045); '' from a platform without it. */
  registName: str(),
  /** The registration's review: 0 under review, 1 accepted, 2 declined. Absent: a voucher issued as before, accepted. */
  entryStatus: num(1),
  /** 1 when the member whose token asked registered it. */
  mine: num(),
  /** 0 unused, 1 written off */
  status: num(),
  usedTime: str(),
  shopSite: str(),
  verifyUrl: str(),
});
export type RawVoucher = z.output<typeof rawVoucherSchema>;
