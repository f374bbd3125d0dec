import { getTranslations } from 'next-intl/server';
import type { Voucher } from '@/features/activities/activity.types';
import { platformClock, timeRange } from '@/lib/format/timeRange';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ActivityBar } from './ActivityBar';
import { VerifyForm } from './VerifyForm.island';
import styles from './Activity.module.css';
import { activityDetailRoute } from '@/features/activities/paths';

/**
 * writeOff: the voucher (getActivityVoucher) with its QR code drawn on the server, and the
 * venue's write-off below it; a used voucher says when and where, and has no code to scan. A
 * registration under review (or declined) is no voucher yet: no code to scan, nothing to write
 * off. The holder's own voucher never shows the staff's write-off form (docs/decisions/0045).
 */
export async function VoucherPage({
  voucher,
  qr,
  shopSite,
}: {
  voucher: Voucher;
  qr: string | null;
  shopSite: string;
}) {
  const [t, tGate] = await Promise.all([getTranslations('activity'), getTranslations('voucherGate')]);
  const accepted = voucher.review === 'accepted';
  return (
    <ClientMessages namespaces={['activity', 'callError']}>
      <ActivityBar title={t('voucher.title')} backHref={activityDetailRoute.href({ id: voucher.activityId })} />
      <main id="content" className={styles.body}>
        <div className={styles.card}>
          <h2 className={styles.itemTitle}>{voucher.title}</h2>
          <p className={styles.meta}>{timeRange(voucher.startsAt, voucher.endsAt)}</p>
          {voucher.place ? <p className={styles.meta}>{voucher.place}</p> : null}
          <p className={styles.meta} data-testid="voucher-holder">
            {t('voucher.holder', { name: voucher.holderName })}
          </p>
          {qr ? (
            // The SVG comes from our own QR encoder, never from the platform.
            <div
              className={styles.qr}
              role="img"
              aria-label={t('voucher.qr')}
              dangerouslySetInnerHTML={{ __html: qr }}
            />
          ) : null}
          {accepted ? (
            <p className={styles.code} data-testid="voucher-code">
              {voucher.registCode}
            </p>
          ) : null}
          {!accepted ? (
            <p className={styles.center} data-testid="voucher-not-yet" role="status">
              {tGate(voucher.review === 'declined' ? 'declined' : 'underReview')}
            </p>
          ) : voucher.used ? (
            <p className={styles.used} data-testid="voucher-used" role="status">
              {t('voucher.used', { time: platformClock(voucher.usedAt), site: voucher.shopSite })}
            </p>
          ) : (
            <p className={styles.center}>{t('voucher.show')}</p>
          )}
          {accepted && !voucher.used && voucher.mine ? <p className={styles.center}>{tGate('holderNote')}</p> : null}
        </div>
        {voucher.used || !accepted || voucher.mine ? null : (
          <section className={styles.formArea} aria-labelledby="verify-title">
            <h2 id="verify-title" className={styles.sectionTitle}>
              {t('voucher.venue')}
            </h2>
            {voucher.verifyUrl ? (
              <a className={styles.secondary} href={voucher.verifyUrl} rel="noopener noreferrer">
                {t('voucher.venueLink')}
              </a>
            ) : (
              <VerifyForm activityId={voucher.activityId} registCode={voucher.registCode} shopSite={shopSite} />
            )}
          </section>
        )}
      </main>
    </ClientMessages>
  );
}
