import { getTranslations } from 'next-intl/server';
import type { MemberInfo } from '@/features/member/member.types';
import type { Reader } from '@/lib/session/reader';
import { AccountHeader } from './AccountHeader';
import { PasswordForm } from './PasswordForm.island';
import { CancelAccountForm } from './CancelAccountForm.island';
import { BindPhoneForm } from './BindPhoneForm.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { getUserInfoRoute } from '@/features/member/paths';

interface AccountSecurityProps {
  reader: Reader;
  /** The member's profile; null when it failed (or for an app reader). */
  info: MemberInfo | null;
}

/** Why a form cannot be offered: an app reader, or a failed profile (an account without a phone binds one first). */
async function unavailable({ reader, info }: AccountSecurityProps): Promise<string | null> {
  const [t, tAccount] = await Promise.all([getTranslations('account.userInfo'), getTranslations('account')]);
  if (reader.kind === 'app') return t('appReader');
  if (!info) return tAccount('loadFailed');
  return null;
}

/**
 * An account without a phone (weixin only): both forms confirm by a code to the member's phone, so
 * the member binds one first, here, and the page then offers its own form (docs/decisions/0064).
 */
async function BindPhoneFirst() {
  const t = await getTranslations('bindPhone');
  return (
    <>
      <p className={`${forms.note} ${styles.intro}`}>{t('intro')}</p>
      <ClientMessages namespaces={['account', 'bindPhone', 'callError']}>
        <BindPhoneForm />
      </ClientMessages>
    </>
  );
}

/** setPassword: the code goes to the member's own (masked) phone; then the new password twice. */
export async function SetPasswordPage(props: AccountSecurityProps) {
  const t = await getTranslations('accountSecurity');
  const blocked = await unavailable(props);
  return (
    <>
      <AccountHeader
        title={props.info?.hasPassword ? t('changePasswordTitle') : t('setPasswordTitle')}
        backHref={getUserInfoRoute.href()}
      />
      <main id="content" className={styles.body}>
        {blocked ? (
          <p className={forms.note} role="status">
            {blocked}
          </p>
        ) : !props.info?.phone ? (
          <BindPhoneFirst />
        ) : (
          <>
            <p className={`${forms.note} ${styles.intro}`}>{t('passwordIntro', { phone: props.info?.phone ?? '' })}</p>
            <ClientMessages namespaces={['account', 'accountSecurity', 'callError']}>
              <PasswordForm />
            </ClientMessages>
          </>
        )}
      </main>
    </>
  );
}

/** cancelAccount: what happens, said before anything else; then the code and an explicit tick. */
export async function CancelAccountPage(props: AccountSecurityProps) {
  const t = await getTranslations('accountSecurity');
  const blocked = await unavailable(props);
  return (
    <>
      <AccountHeader title={t('cancelTitle')} backHref={getUserInfoRoute.href()} />
      <main id="content" className={styles.body}>
        <section className={styles.warning} aria-labelledby="cancel-warning">
          <p id="cancel-warning">
            <strong>{t('cancelWarning')}</strong>
          </p>
          <ul>
            <li>{t('cancelSignIn')}</li>
            <li>{t('cancelData')}</li>
            <li>{t('cancelPosts')}</li>
          </ul>
        </section>
        {blocked ? (
          <p className={forms.note} role="status">
            {blocked}
          </p>
        ) : !props.info?.phone ? (
          <BindPhoneFirst />
        ) : (
          <>
            <p className={`${forms.note} ${styles.intro}`}>{t('cancelIntro', { phone: props.info?.phone ?? '' })}</p>
            <ClientMessages namespaces={['account', 'accountSecurity', 'callError']}>
              <CancelAccountForm />
            </ClientMessages>
          </>
        )}
      </main>
    </>
  );
}
