import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { RankedXyAccount } from '@/features/accounts/account.types';
import { formatCount } from '@/lib/format/count';
import { PageHeader } from '@/components/chrome/PageHeader';
import { AccountList } from '@/features/accounts/AccountList';
import styles from './Xy.module.css';
import { xyRulesRoute } from '@/features/accounts/paths';

/** xyListShare: the influence ranking (the first 20 accounts readers may see), with a way to its rules. */
export async function XyRankingPage({ title, ranking }: { title: string; ranking: RankedXyAccount[] }) {
  const [t, locale] = await Promise.all([getTranslations('xyRank'), getLocale()]);
  return (
    <>
      <PageHeader title={title} />
      <main id="content">
        <p className={styles.rankIntro}>
          {t('intro', { count: ranking.length })}{' '}
          <Link href={xyRulesRoute.href()} prefetch={false} className={styles.inlineLink}>
            {t('rulesLink')}
          </Link>
        </p>
        <AccountList
          ordered
          label={title}
          accounts={ranking.map((account) => ({
            ...account,
            note: t('influence', { value: formatCount(account.influence, { locale }) }),
          }))}
        />
      </main>
    </>
  );
}
