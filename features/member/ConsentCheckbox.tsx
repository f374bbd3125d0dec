'use client';

import { useId } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { privacyPolicyRoute, userAgreementRoute } from '@/features/legal/paths';
import styles from './Account.module.css';

/**
 * The box a reader ticks to accept the user agreement and the privacy policy, each linked (opening
 * in a new tab, so the form keeps what was typed). It starts unticked; the sign-in forms refuse to
 * go on without it (docs/decisions/0064).
 */
export function ConsentCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const tLegal = useTranslations('legalDocs');
  const id = `${useId()}-consent`;
  return (
    <div className={styles.consent}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {tLegal.rich('consent', {
          agreement: (chunks) => (
            <Link href={userAgreementRoute.href()} prefetch={false} target="_blank">
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link href={privacyPolicyRoute.href()} prefetch={false} target="_blank">
              {chunks}
            </Link>
          ),
        })}
      </label>
    </div>
  );
}
