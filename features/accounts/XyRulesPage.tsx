import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { RankRules } from '@/features/accounts/account.types';
import { formatDateTime } from '@/lib/format/dateTime';
import { PageHeader } from '@/components/chrome/PageHeader';
import styles from './Xy.module.css';
import { xyListShareRoute } from '@/features/accounts/paths';

/** xyRules: the influence ranking's rules, section by section, and the way back to the ranking. */
export async function XyRulesPage({ title, rules }: { title: string; rules: RankRules }) {
  const [t, locale] = await Promise.all([getTranslations('xyRank'), getLocale()]);
  return (
    <>
      <PageHeader title={title} />
      <main id="content" className={styles.rules}>
        {rules.intro ? <p className={styles.rulesIntro}>{rules.intro}</p> : null}
        {rules.sections.map((section, i) => (
          <section key={i} aria-labelledby={`rule-${i}`}>
            <h2 id={`rule-${i}`}>{section.title}</h2>
            <p>{section.content}</p>
          </section>
        ))}
        {rules.updatedAt ? (
          <p className={styles.rulesUpdated}>
            {t('updated', { date: formatDateTime(rules.updatedAt, locale, 'date') })}
          </p>
        ) : null}
        <p>
          <Link href={xyListShareRoute.href()} prefetch={false} className={styles.inlineLink}>
            {t('backToRanking')}
          </Link>
        </p>
      </main>
    </>
  );
}
