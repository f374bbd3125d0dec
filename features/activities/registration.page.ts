import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getMyRegistrations, getRegistration, getVoucher } from '@/features/activities/server/activities';
import { isPlatformError } from '@/lib/platform/errors';
import { STATUS } from '@/lib/platform/status';
import { currentReader, requireReader } from '@/lib/session/reader';
import { loadMemberData } from '@/lib/session/memberData';
import { sessionRefusal } from '@/lib/session/refusal';
import { REGIST_CODE } from '@/features/activities/activityAnswers';
import { absoluteUrl } from '@/lib/routing/site';
import { definePage } from '@/lib/routing/definePage';
import { pageQuery } from '@/lib/routing/pageQuery';
import type { PageSeo } from '@/lib/seo/page';
import type { RegistrationDetail } from '@/features/activities/activity.types';
import { voucherQrSvg } from '@/features/activities/voucherQr';
import { registrationDetailRoute, signupdetailRoute, writeOffRoute } from '@/features/activities/paths';

// A reader's own registrations and their vouchers (docs/product.md §2, docs/decisions/0020): signed in,
// never cached, never indexed.

async function unlisted(key: 'registration.title' | 'signups.title' | 'voucher.title'): Promise<PageSeo> {
  const t = await getTranslations('activity');
  return { type: 'unlisted', title: t(key) };
}

/** What a registration page shows: the registration, or that only the app shows its progress (10201). */
export type RegistrationView = { kind: 'detail'; registration: RegistrationDetail } | { kind: 'inApp' };

/** registrationDetail: `/registrationDetail/{fileId?}/{entryID}.html`, one of my registrations. */
export const registrationDetail = definePage(registrationDetailRoute, {
  async load({ fileId, entryID }) {
    if (entryID === undefined) notFound();
    const path = registrationDetailRoute.href({ fileId: fileId || null, entryID });
    const reader = await requireReader(path);
    const view =
      reader.kind === 'member'
        ? await loadMemberData(
            reader.member,
            path,
            async (memberToken, device): Promise<RegistrationView | 'missing'> => {
              try {
                return {
                  kind: 'detail',
                  registration: await getRegistration(entryID, fileId, { memberToken, device }),
                };
              } catch (error) {
                // docs/product.md §8: 10201, the platform shows this progress in its app only.
                if (isPlatformError(error) && error.status === STATUS.SIGNUP_NEEDS_APP) return { kind: 'inApp' };
                if (isPlatformError(error) && error.message === 'registration not found') return 'missing';
                throw error;
              }
            },
          )
        : null;
    if (view === 'missing') notFound();
    // Just sent by the form (ApplyForm): the page says so before anything else (docs/decisions/0094).
    const justRegistered = (await pageQuery()).get('registered') === '1';
    return { reader, view, path, justRegistered };
  },
  seo: () => unlisted('registration.title'),
});

const SIGNUPS_PATH = signupdetailRoute.href();

/** signupdetail: `/signupdetail.html`, my registrations with their status. */
export const signupdetail = definePage(signupdetailRoute, {
  async load() {
    const reader = await requireReader(SIGNUPS_PATH);
    const mine =
      reader.kind === 'member'
        ? await loadMemberData(reader.member, SIGNUPS_PATH, (memberToken, device) =>
            getMyRegistrations(0, { memberToken, device }),
          )
        : null;
    return { reader, mine, path: SIGNUPS_PATH };
  },
  seo: () => unlisted('signups.title'),
});

/** The address a venue opens (from the QR code) to write a voucher off. */
export function voucherPath(activityId: number, registCode: string): string {
  return writeOffRoute.href({ activityID: activityId, registCode });
}

/**
 * writeOff: `/writeOff/{activityID}/{registCode}/{shopSite?}.html`: the voucher with its QR code,
 * and the venue's write-off. Whoever holds the code may open it (the member shows it, the venue
 * scans it); the code is its secret, so it is never cached or indexed. A signed-in reader's token
 * goes with the call so the platform says whether the voucher is theirs: its holder is shown the
 * voucher, never the staff's write-off form; and only an accepted registration is a voucher, with a
 * code to scan (docs/decisions/0045).
 */
export const writeOff = definePage(writeOffRoute, {
  async load({ activityID, registCode, shopSite }) {
    if (activityID === undefined || registCode === undefined || !REGIST_CODE.test(registCode)) notFound();
    const reader = await currentReader();
    const auth =
      reader?.kind === 'member' ? { memberToken: reader.member.accessToken, device: reader.member.device } : undefined;
    let voucher;
    try {
      // A session the platform no longer accepts must not cost the venue (or the holder) the voucher: asked again without it.
      voucher = await getVoucher(activityID, registCode, auth).catch((error: unknown) => {
        if (auth && sessionRefusal(error) !== null) return getVoucher(activityID, registCode);
        throw error;
      });
    } catch (error) {
      if (isPlatformError(error) && (error.message === 'voucher not found' || error.message === 'activity not found'))
        notFound();
      throw error;
    }
    const scannable = voucher.review === 'accepted' && !voucher.used;
    const qr = scannable ? await voucherQrSvg(absoluteUrl(voucherPath(voucher.activityId, voucher.registCode))) : null;
    return { voucher, qr, shopSite: shopSite ?? '' };
  },
  seo: () => unlisted('voucher.title'),
});
