'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { accountConsent } from '@/lib/client/endpoints';
import { privacyPolicyRoute, userAgreementRoute } from '@/features/legal/paths';
import { useAccountErrorText } from './useAccountErrorText';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

/**
 * The member's consent no longer covers the current user agreement and privacy policy (an editor
 * raised a version since they accepted): asked again on their account page (docs/decisions/0050).
 */
export function ConsentPrompt() {
  const t = useTranslations('legalDocs');
  const errorText = useAccountErrorText();
  const [state, setState] = useState<'asking' | 'busy' | 'accepted'>('asking');
  const [error, setError] = useState<string | null>(null);
  // A tap in the server HTML would be lost without a sign: the control waits for the script.
  const hydrated = useHydrated();

  async function accept() {
    setState('busy');
    try {
      await callHandler(accountConsent, { consent: true });
      setError(null);
      setState('accepted');
    } catch (failure) {
      setState('asking');
      setError(errorText(failure));
    }
  }

  if (state === 'accepted')
    return (
      <p className={forms.note} role="status">
        {t('accepted')}
      </p>
    );
  return (
    <section className={styles.warning} aria-labelledby="consent-changed">
      <h2 id="consent-changed" className={styles.promptTitle}>
        {t('updatedHeading')}
      </h2>
      <p>{t('updatedBody')}</p>
      <p>
        <Link href={userAgreementRoute.href()} prefetch={false}>
          {t('agreementTitle')}
        </Link>
        {' · '}
        <Link href={privacyPolicyRoute.href()} prefetch={false}>
          {t('privacyTitle')}
        </Link>
      </p>
      {error ? (
        <p className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={`${forms.primary} ${styles.primary}`}
        onClick={accept}
        disabled={!hydrated || state === 'busy'}
      >
        {t('accept')}
      </button>
    </section>
  );
}
