/* eslint-disable @next/next/no-img-element -- account icons come sized from the platform's media host */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { FollowButton } from '@/features/accounts/FollowButton.island';
import type { OwnListData } from './mySpace.page';
import type { MyFollow, OwnPage } from './mine.types';
import { OwnListPage } from './OwnListPage';
import { FollowTabs } from './FollowTabs';
import { myFollowsRoute, pagedHref } from './paths';
import styles from './MySpace.module.css';

/**
 * myFollows: the media accounts I follow (the reporters are the next tab, docs/decisions/0064), each with the follow button every account list has (a
 * tap unfollows, a second follows again, so a slip is undone in place).
 */
export async function MyFollowsPage({ data }: { data: OwnListData<OwnPage<MyFollow>> }) {
  const t = await getTranslations('mySpace.follows');
  return (
    <OwnListPage
      {...data}
      title={t('title')}
      empty={t('empty')}
      intro={<FollowTabs current="xy" />}
      hrefOf={(page) => pagedHref(myFollowsRoute, page)}
    >
      {(items) => {
        const groupIds = items.map((a) => a.id);
        return (
          <ClientMessages namespaces={['xy', 'callError']}>
            <ul className={styles.list} data-testid="my-follows">
              {items.map((a) => (
                <li key={a.id} className={`${styles.item} ${styles.row}`}>
                  {a.icon ? <img src={a.icon} alt="" className={styles.icon} width={44} height={44} /> : null}
                  <span className={styles.rowText}>
                    <Link href={a.href} prefetch={false} className={styles.itemTitle} dir="auto">
                      {a.name}
                    </Link>
                    {a.description ? (
                      <span className={styles.meta} dir="auto">
                        {a.description}
                      </span>
                    ) : null}
                  </span>
                  <FollowButton xyId={a.id} name={a.name} groupIds={groupIds} />
                </li>
              ))}
            </ul>
          </ClientMessages>
        );
      }}
    </OwnListPage>
  );
}
