'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/chrome/Toast.island';
import { LOGIN_EXPIRED_EVENT } from '@/lib/client/statusReactions';
import forms from '@/components/forms/Form.module.css';
import styles from './Account.module.css';

/** The callback's failure marker (features/member/server/weixinAuthorization.ts WX_RESULT_PARAM; kept in sync by the e2e tests). */
const WX_RESULT_PARAM = 'wxauth';

/**
 * Notices that can follow the reader onto any page: the weixin authorization result the callback
 * sent back ('weixin authorization failed', 'failed to get weixin user info'), and the in-app
 * 'login expired' toast (statusReactions, 0.8 s after asking the app to refresh its token).
 */
export function AccountNotices() {
  // The two namespaces alone, not all of 'account': the root layout sends them to every page.
  const t = useTranslations('account.weixin');
  const tApp = useTranslations('account.app');
  const toast = useToast();
  const [weixinFailure, setWeixinFailure] = useState<string | null>(null);

  useEffect(() => {
    // Weixin's authorize address ends in #wechat_redirect, and a browser keeps a fragment through
    // redirects without one: the page we come back to would carry it into every link shared from it.
    if (window.location.hash === '#wechat_redirect') {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    const result = new URLSearchParams(window.location.search).get(WX_RESULT_PARAM);
    // Read once from the URL the server redirected to; the state must follow that external value.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (result === 'failed') setWeixinFailure(t('failed'));
    else if (result === 'userinfo') setWeixinFailure(t('userinfoFailed'));
    const onExpired = () => toast(tApp('loginExpired'));
    window.addEventListener(LOGIN_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(LOGIN_EXPIRED_EVENT, onExpired);
  }, [t, tApp, toast]);

  if (!weixinFailure) return null;
  return (
    <div className={styles.overlay} role="alertdialog" aria-modal="true" aria-labelledby="weixin-failure">
      <div className={styles.dialog}>
        <p id="weixin-failure">{weixinFailure}</p>
        <button
          type="button"
          className={`${forms.primary} ${styles.primary}`}
          onClick={() => setWeixinFailure(null)}
          autoFocus
        >
          {t('dismiss')}
        </button>
      </div>
    </div>
  );
}
