/* eslint-disable @next/next/no-img-element -- reporters' pictures come sized from the platform's media host */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ReporterFollowButton } from '@/features/accounts/ReporterFollowButton.island';
import type { OwnListData } from './mySpace.page';
import type { MyReporter, OwnPage } from './mine.types';
import { OwnListPage } from './OwnListPage';
import { FollowTabs } from './FollowTabs';
import { myReportersRoute, pagedHref } from './paths';
import styles from './MySpace.module.css';

/**
 * myReporters: the reporters I follow (docs/decisions/0064), each with the reporter page's follow
 * button: a tap unfollows, a second follows again, so a slip is undone in place.
 */
export async function MyReportersPage({ data }: { data: OwnListData<OwnPage<MyReporter>> }) {
  const t = await getTranslations('reporterFollow');
  return (
    <OwnListPage
      {...data}
      title={t('myTitle')}
      empty={t('empty')}
      intro={<FollowTabs current="reporters" />}
      hrefOf={(page) => pagedHref(myReportersRoute, page)}
    >
      {(items) => (
        <ClientMessages namespaces={['reporterFollow', 'callError']}>
          <ul className={styles.list} data-testid="my-reporters">
            {items.map((r) => (
              <li key={r.id} className={`${styles.item} ${styles.row}`}>
                {r.icon ? <img src={r.icon} alt="" className={styles.icon} width={44} height={44} /> : null}
                <span className={styles.rowText}>
                  <Link href={r.href} prefetch={false} className={styles.itemTitle} dir="auto">
                    {r.name}
                  </Link>
                  {r.desk ? (
                    <span className={styles.meta} dir="auto">
                      {r.desk}
                    </span>
                  ) : null}
                </span>
                <ReporterFollowButton reporterId={r.id} name={r.name} />
              </li>
            ))}
          </ul>
        </ClientMessages>
      )}
    </OwnListPage>
  );
}
