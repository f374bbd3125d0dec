import 'server-only';
import { platformCall } from '@/lib/platform/call';
import {
  mapActivityDetail,
  mapActivitySummary,
  mapEntryPage,
  mapMembership,
  mapRegistration,
  mapRegistrationDetail,
  mapVoucher,
} from '../activity.map';
import {
  activityDetailCall,
  activityListCall,
  activityRegistCall,
  activityVerifyCall,
  checkEntryRepeatFieldCall,
  entryDetailCall,
  entryListCall,
  getActivityVoucherCall,
  myEntryListCall,
} from '../calls';
import type {
  ActivityDetail,
  ActivityMembership,
  ActivitySummary,
  EntryPage,
  Registration,
  RegistrationDetail,
  Voucher,
} from '@/features/activities/activity.types';

/** The entries an activity page shows before "more" (docs/product.md §9). */
export const ENTRIES_SHOWN = 8;

interface MemberAuth {
  memberToken: string;
  device: string;
}

export async function getActivityList(page: number): Promise<{ activities: ActivitySummary[]; hasMore: boolean }> {
  const raw = await platformCall(activityListCall, { page });
  return { activities: raw.list.filter((a) => a.fileId > 0).map(mapActivitySummary), hasMore: raw.hasMore };
}

/** An activity (shared between readers); null when the platform has none. */
export async function getActivity(id: number): Promise<ActivityDetail | null> {
  const raw = await platformCall(activityDetailCall, id);
  return raw ? mapActivityDetail(raw) : null;
}

/** What the reader's own token says about an activity: registered or not, and the live count. */
export async function getActivityMembership(id: number, auth: MemberAuth): Promise<ActivityMembership | null> {
  const raw = await platformCall(activityDetailCall, id, auth);
  return raw ? mapMembership(raw) : null;
}

export async function getEntries(fileId: number, page: number, size: number = ENTRIES_SHOWN): Promise<EntryPage> {
  return mapEntryPage(await platformCall(entryListCall, { fileId, page, size }));
}

export async function isFieldValueTaken(fileId: number, field: string, value: string): Promise<boolean> {
  return (await platformCall(checkEntryRepeatFieldCall, { fileId, field, value })).repeat;
}

export async function registerForActivity(fileId: number, answers: Record<string, string>, auth: MemberAuth) {
  const raw = await platformCall(activityRegistCall, { fileId, answers }, auth);
  return { entryId: raw.entryID, registCode: raw.registCode };
}

export async function getMyRegistrations(
  page: number,
  auth: MemberAuth,
): Promise<{ registrations: Registration[]; hasMore: boolean }> {
  const raw = await platformCall(myEntryListCall, page, auth);
  return { registrations: raw.list.map(mapRegistration), hasMore: raw.hasMore };
}

export async function getRegistration(
  entryId: number,
  fileId: number | undefined,
  auth: MemberAuth,
): Promise<RegistrationDetail> {
  return mapRegistrationDetail(await platformCall(entryDetailCall, { entryId, fileId }, auth));
}

/** A voucher by its code; with a member's token the platform also says whether it is theirs. */
export async function getVoucher(
  activityId: number,
  registCode: string,
  auth?: { memberToken: string; device: string },
): Promise<Voucher> {
  return mapVoucher(await platformCall(getActivityVoucherCall, { activityId, registCode }, auth));
}

export async function verifyVoucher(input: {
  activityId: number;
  registCode: string;
  shopSite: string;
  verifyCode: string;
}): Promise<Voucher> {
  return mapVoucher(await platformCall(activityVerifyCall, input));
}
