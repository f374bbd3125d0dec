import type {
  ActivityDetail,
  ActivityEntry,
  ActivityMembership,
  ActivitySummary,
  EntryPage,
  FormField,
  Registration,
  RegistrationDetail,
  RegistrationStatus,
  Voucher,
} from '@/features/activities/activity.types';
import { sanitizeArticleHtml } from '@/lib/content/sanitize';
import type {
  RawActivityDetail,
  RawActivityItem,
  RawEntryDetail,
  RawEntryList,
  RawMyEntry,
  RawVoucher,
} from './activity.schema';
import { toIsoTime } from '../articles/article.map';
import { activityDetailRoute, activityVoteRoute } from '@/features/activities/paths';

const REGISTRATION_STATUS: readonly RegistrationStatus[] = ['pending', 'accepted', 'declined'];

/** The page an activity opens: a vote activity its vote, any other its detail. */
export function activityHref(id: number, voteId: number | null): string {
  return voteId ? activityVoteRoute.href({ linkID: id, id: voteId }) : activityDetailRoute.href({ id });
}

export function mapActivitySummary(raw: RawActivityItem): ActivitySummary {
  const voteId = raw.type === 1 && raw.voteId > 0 ? raw.voteId : null;
  return {
    id: raw.fileId,
    kind: voteId ? 'vote' : 'signup',
    title: raw.title,
    summary: raw.summary,
    banner: { big: raw.banner, middle: raw.bannerSmall || raw.banner },
    place: raw.place,
    organizer: raw.organizer,
    startsAt: toIsoTime(raw.startTime),
    endsAt: toIsoTime(raw.endTime),
    signupStartsAt: toIsoTime(raw.signupStartTime),
    signupEndsAt: toIsoTime(raw.signupEndTime),
    signupClosed: raw.signupClosed,
    capacity: Math.max(0, raw.capacity),
    entryCount: Math.max(0, raw.entryCount),
    voteId,
    href: activityHref(raw.fileId, voteId),
  };
}

/** Form fields without a label are shown under their key; duplicate keys keep the first. */
function mapForm(raw: RawActivityDetail['form']): FormField[] {
  const seen = new Set<string>();
  return raw.flatMap((field) => {
    if (seen.has(field.key)) return [];
    seen.add(field.key);
    return [
      {
        key: field.key,
        label: field.label || field.key,
        kind: field.type,
        required: field.required,
        unique: field.unique,
        options: field.options,
      },
    ];
  });
}

export function mapActivityDetail(raw: RawActivityDetail): ActivityDetail {
  return {
    ...mapActivitySummary(raw),
    contentHtml: sanitizeArticleHtml(raw.content),
    verifyUrl: raw.verifyUrl,
    form: mapForm(raw.form),
  };
}

export function mapMembership(raw: RawActivityDetail): ActivityMembership {
  return {
    registered: raw.registered,
    entryId: raw.entryID > 0 ? raw.entryID : null,
    registCode: raw.registCode,
    entryCount: Math.max(0, raw.entryCount),
  };
}

export function mapEntryPage(raw: RawEntryList): EntryPage {
  const entries: ActivityEntry[] = raw.list.map((e) => ({
    id: e.entryID,
    nickname: e.nickname,
    createdAt: toIsoTime(e.created),
  }));
  return { entries, total: raw.totalCount, hasMore: raw.hasMore };
}

export function mapRegistration(raw: RawMyEntry): Registration {
  return {
    entryId: raw.entryID,
    activityId: raw.fileId,
    title: raw.title,
    banner: raw.banner,
    place: raw.place,
    startsAt: toIsoTime(raw.startTime),
    endsAt: toIsoTime(raw.endTime),
    status: REGISTRATION_STATUS[raw.status] ?? 'pending',
    createdAt: toIsoTime(raw.created),
    registCode: raw.registCode,
    used: raw.used,
    progressInApp: raw.progressInApp,
  };
}

export function mapRegistrationDetail(raw: RawEntryDetail): RegistrationDetail {
  return {
    ...mapRegistration(raw),
    answers: raw.fields.map((f) => ({ key: f.key, label: f.label || f.key, kind: f.type, value: f.value })),
  };
}

export function mapVoucher(raw: RawVoucher): Voucher {
  return {
    activityId: raw.activityID,
    title: raw.title,
    place: raw.place,
    startsAt: toIsoTime(raw.startTime),
    endsAt: toIsoTime(raw.endTime),
    registCode: raw.registCode,
    holderName: raw.registName || raw.nickname,
    review: REGISTRATION_STATUS[raw.entryStatus] ?? 'pending',
    mine: raw.mine === 1,
    used: raw.status === 1,
    usedAt: toIsoTime(raw.usedTime),
    shopSite: raw.shopSite,
    verifyUrl: raw.verifyUrl,
  };
}
