import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LeaderBoardPage as Board } from '@/features/leaders/leader.types';
import { leaderBoardHref } from '@/features/leaders/paths';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageHeader } from '@/components/chrome/PageHeader';
import { LeaderMessageBox } from './LeaderMessageBox.island';
import { LeaderMessageItem } from './LeaderMessageItem';
import tabStyles from '@/features/columns/ColumnTabs.module.css';
import { PageLinks } from '@/components/list/PageLinks';
import styles from './Leader.module.css';

/**
 * LeaderViewList: the regions (top ones as tabs, a region's districts and counties below), the
 * region's leaders, and one leader's answered messages with the form to leave one (an island).
 */
export async function LeaderBoardPage({ board, title }: { board: Board; title: string }) {
  const t = await getTranslations('leader');
  const topId = board.parent?.id ?? board.region.id;
  const { leader } = board;
  return (
    <>
      <PageHeader title={title} />
      <nav className={tabStyles.tabs} aria-label={t('regions')}>
        <ul className={tabStyles.scroller}>
          {board.topRegions.map((region) => (
            <li key={region.id}>
              <Link
                href={leaderBoardHref(region.id, null)}
                prefetch={false}
                className={`${tabStyles.tab} ${region.id === topId ? tabStyles.active : ''}`}
                aria-current={region.id === board.region.id ? 'page' : undefined}
              >
                {region.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="content">
        {board.parent || board.children.length > 0 ? (
          <nav
            className={styles.subRegions}
            aria-label={t('subRegions', { name: board.parent?.name ?? board.region.name })}
          >
            {board.parent ? (
              <Link href={leaderBoardHref(board.parent.id, null)} prefetch={false}>
                {board.parent.name}
              </Link>
            ) : null}
            {(board.parent ? [] : board.children).map((region) => (
              <Link key={region.id} href={leaderBoardHref(region.id, null)} prefetch={false}>
                {region.name}
              </Link>
            ))}
            {board.parent ? <span aria-current="page">{board.region.name}</span> : null}
          </nav>
        ) : null}
        <h2 className={styles.sectionTitle}>{t('leadersOf', { region: board.region.name })}</h2>
        {board.leaders.length === 0 ? (
          <p className={styles.empty}>{t('noLeaders')}</p>
        ) : (
          <ul className={styles.leaders}>
            {board.leaders.map((l) => (
              <li key={l.id}>
                <Link
                  href={leaderBoardHref(board.region.id, l.id)}
                  prefetch={false}
                  className={`${styles.leader} ${l.id === leader?.id ? styles.current : ''}`}
                  aria-current={l.id === leader?.id ? 'true' : undefined}
                >
                  {l.photo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- photos are sized by the platform
                    <img src={l.photo} alt="" width={52} height={52} className={styles.photo} loading="lazy" />
                  ) : null}
                  <span className={styles.leaderText}>
                    <span className={styles.leaderName}>
                      {l.name} <span className={styles.post}>{l.post}</span>
                    </span>
                    {l.intro ? <span className={styles.intro}>{l.intro}</span> : null}
                    <span className={styles.count}>{t('answeredCount', { count: l.answeredCount })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {leader ? (
          <>
            <section aria-labelledby="leader-messages">
              <h2 id="leader-messages" className={styles.sectionTitle}>
                {t('messagesOf', { name: `${leader.post}${leader.name}` })}
              </h2>
              {board.messages.length === 0 ? (
                <p className={styles.empty}>{t('noMessages')}</p>
              ) : (
                <ul className={styles.messages}>
                  {board.messages.map((message) => (
                    <LeaderMessageItem key={message.id} message={message} />
                  ))}
                </ul>
              )}
              <PageLinks
                page={board.page}
                hasMore={board.hasMore}
                hrefOf={(page) => leaderBoardHref(board.region.id, leader.id, page)}
              />
            </section>
            <ClientMessages namespaces={['leader', 'callError']}>
              <LeaderMessageBox leaderId={leader.id} leaderName={`${leader.post}${leader.name}`} />
            </ClientMessages>
          </>
        ) : null}
      </main>
    </>
  );
}
