'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { activityVerify } from '@/lib/client/endpoints';
import { endpointUrl } from '@/lib/client/endpoint';
import { useActivityErrorText } from './useActivityErrorText';
import styles from './Activity.module.css';
import { useTypedBeforeHydration } from '@/lib/client/useTypedBeforeHydration';

/**
 * The venue's write-off (activityVerify): its name and its verification code. A plain form post
 * to the handler before the page's script runs (it answers with this page again); after, the
 * same input through the browser client, and the page is read again to show the used voucher.
 */
export function VerifyForm({
  activityId,
  registCode,
  shopSite,
}: {
  activityId: number;
  registCode: string;
  shopSite: string;
}) {
  const t = useTranslations('activity');
  const router = useRouter();
  const errorText = useActivityErrorText();
  const id = useId();
  const [site, setSite] = useState(shopSite);
  const [code, setCode] = useState('');
  const siteField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(siteField, setSite);
  useTypedBeforeHydration(codeField, setCode);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!site.trim() || !code.trim()) return setError(t('voucher.fill'));
    setBusy(true);
    try {
      await callHandler(activityVerify, { activityId, registCode, shopSite: site.trim(), verifyCode: code.trim() });
      setError(null);
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} method="post" action={endpointUrl(activityVerify)} onSubmit={submit}>
      <input type="hidden" name="activityId" value={activityId} />
      <input type="hidden" name="registCode" value={registCode} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-site`}>
          {t('voucher.site')}
        </label>
        <input
          id={`${id}-site`}
          name="shopSite"
          className={styles.input}
          maxLength={40}
          required
          ref={siteField}
          value={site}
          onChange={(e) => setSite(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-code`}>
          {t('voucher.code')}
        </label>
        <input
          id={`${id}-code`}
          name="verifyCode"
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          required
          ref={codeField}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      <div aria-live="assertive">
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('voucher.verify')}
      </button>
    </form>
  );
}
