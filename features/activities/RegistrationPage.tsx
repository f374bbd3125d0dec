/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host (and uploads it stores) */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Reader } from '@/lib/session/reader';
import type { RegistrationView } from '@/features/activities/registration.page';
import { timeRange, platformClock } from '@/lib/format/timeRange';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ActivityBar } from './ActivityBar';
import { RegistrationStatus } from './RegistrationStatus';
import styles from './Activity.module.css';
import { signupdetailRoute, writeOffRoute } from '@/features/activities/paths';
import { downloadClientRoute } from '@/features/site/paths';

/** registrationDetail: one of my registrations, its answers, status and voucher. */
export async function RegistrationPage({
  reader,
  view,
  path,
  justRegistered = false,
}: {
  reader: Reader;
  view: RegistrationView | null;
  path: string;
  /** The form has just sent this registration: "signed up" first, whatever else the page can show. */
  justRegistered?: boolean;
}) {
  const [t, tGate] = await Promise.all([getTranslations('activity'), getTranslations('voucherGate')]);
  const body = () => {
    if (reader.kind === 'app') return <OpenClientNotice path={path} />;
    if (!view)
      return (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      );
    if (view.kind === 'inApp') {
      return (
        <div className={styles.actions}>
          <p className={styles.note} data-testid="progress-in-app">
            {t('registration.inApp')}
          </p>
          <Link href={downloadClientRoute.href()} prefetch={false} className={styles.primary}>
            {t('registration.download')}
          </Link>
        </div>
      );
    }
    const r = view.registration;
    return (
      <>
        <div className={styles.card}>
          <h2 className={styles.itemTitle}>{r.title}</h2>
          <p className={styles.meta}>{timeRange(r.startsAt, r.endsAt)}</p>
          {r.place ? <p className={styles.meta}>{r.place}</p> : null}
        </div>
        <dl className={styles.facts}>
          <dt>{t('registration.statusLabel')}</dt>
          <dd>
            <RegistrationStatus status={r.status} />
          </dd>
          <dt>{t('registration.created')}</dt>
          <dd>{platformClock(r.createdAt)}</dd>
          {r.answers.map((answer) => (
            <FragmentRow
              key={answer.key}
              label={answer.label}
              value={answer.value}
              picture={answer.kind === 'picture' || answer.kind === 'file'}
              empty={t('registration.empty')}
            />
          ))}
        </dl>
        <div className={styles.actions}>
          {/* docs/decisions/0045: a voucher only once the registration is accepted. */}
          {r.status === 'accepted' ? (
            <Link
              href={writeOffRoute.href({ activityID: r.activityId, registCode: r.registCode })}
              prefetch={false}
              className={styles.primary}
            >
              {r.used ? t('registration.voucherUsed') : t('registration.voucher')}
            </Link>
          ) : (
            <p className={styles.note} data-testid="voucher-not-yet">
              {tGate(r.status === 'declined' ? 'declined' : 'underReview')}
            </p>
          )}
          <Link href={signupdetailRoute.href()} prefetch={false} className={styles.secondary}>
            {t('signups.title')}
          </Link>
        </div>
      </>
    );
  };
  return (
    <>
      <ActivityBar title={t('registration.title')} backHref={signupdetailRoute.href()} />
      <main id="content" className={styles.body}>
        {justRegistered && reader.kind === 'member' && view ? (
          <p className={styles.registered} role="status" data-testid="registered">
            {t('registration.registered')}
          </p>
        ) : null}
        {body()}
      </main>
    </>
  );
}

function FragmentRow({
  label,
  value,
  picture,
  empty,
}: {
  label: string;
  value: string;
  picture: boolean;
  empty: string;
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value === '' ? empty : picture ? <img className={styles.preview} src={value} alt={label} /> : value}</dd>
    </>
  );
}
