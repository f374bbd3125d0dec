import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReporterPage as ReporterPageData } from '@/features/accounts/reporter.types';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageHeader } from '@/components/chrome/PageHeader';
import { PagedArticles } from '@/features/articleList/PagedArticles';
import { DynamicList } from './DynamicList';
import { ProfileHeader } from './ProfileHeader';
import { ReporterFollowButton } from './ReporterFollowButton.island';
import styles from './Reporter.module.css';

/** Dynamics shown on the reporter page before 'all dynamics'. */
const DYNAMICS_SHOWN = 3;

/** reporter: who the reporter is (followed with the button beside them, docs/decisions/0064), their newest dynamics, then their articles page after page (kept alive). */
export async function ReporterPage({ page, leftThumbnail }: { page: ReporterPageData; leftThumbnail: boolean }) {
  const t = await getTranslations('reporter');
  const { reporter } = page;
  const firstDynamic = page.dynamics[0];
  return (
    <>
      <PageHeader title={t('title')} heading={false} />
      <main id="content">
        <ProfileHeader
          headingId="reporter-name"
          icon={reporter.icon}
          name={reporter.name}
          badge={reporter.desk ? <span className={styles.desk}>{reporter.desk}</span> : null}
          beside={
            <ClientMessages namespaces={['reporterFollow', 'callError']}>
              <ReporterFollowButton reporterId={reporter.id} name={reporter.name} />
            </ClientMessages>
          }
        >
          {reporter.intro ? <p className={styles.intro}>{reporter.intro}</p> : null}
          {reporter.account ? (
            <p className={styles.account}>
              {t('writesFor')}{' '}
              <Link href={reporter.account.href} prefetch={false}>
                {reporter.account.name}
              </Link>
            </p>
          ) : null}
        </ProfileHeader>
        {firstDynamic ? (
          <section aria-labelledby="reporter-dynamics">
            <h2 id="reporter-dynamics" className={styles.sectionTitle}>
              {t('dynamicsTitle')}
            </h2>
            <DynamicList
              dynamics={page.dynamics.slice(0, DYNAMICS_SHOWN)}
              label={t('dynamicsOf', { name: reporter.name })}
            />
            <p className={styles.allDynamics}>
              <Link href={firstDynamic.href} prefetch={false}>
                {t('allDynamics')}
              </Link>
            </p>
          </section>
        ) : null}
        <h2 className={styles.sectionTitle}>{t('articles', { count: reporter.articleCount })}</h2>
        <PagedArticles
          articles={page.articles}
          hasMore={page.hasMore}
          source={{ kind: 'reporter', id: reporter.id }}
          columnStyle="news"
          leftThumbnail={leftThumbnail}
          label={t('articlesOf', { name: reporter.name })}
        />
      </main>
    </>
  );
}
