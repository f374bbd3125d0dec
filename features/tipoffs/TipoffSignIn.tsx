import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loginHref } from '@/lib/auth/returnPath';
import styles from './Tipoff.module.css';

/**
 * The tip-off form's page for a signed-out reader (docs/decisions/0045): what a tip-off is, what
 * may be sent and who sees it, then the way to sign in and back to the form.
 */
export async function TipoffSignIn({ returnPath }: { returnPath: string }) {
  const [t, tAsk] = await Promise.all([getTranslations('tipoff'), getTranslations('askSignIn')]);
  return (
    <section className={styles.detail} aria-labelledby="tipoff-sign-in" data-testid="tipoff-sign-in">
      <h2 id="tipoff-sign-in" className={styles.title}>
        {tAsk('tipoffTitle')}
      </h2>
      <p className={styles.content}>{t('intro')}</p>
      <ul className={styles.explain}>
        <li>{tAsk('tipoffWhat')}</li>
        <li>{tAsk('tipoffContact')}</li>
        <li>{tAsk('tipoffWhy')}</li>
      </ul>
      <Link href={loginHref(returnPath)} rel="nofollow" prefetch={false} className={styles.signIn}>
        {tAsk('tipoffSignIn')}
      </Link>
    </section>
  );
}
