/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Reader } from '@/lib/session/reader';
import type { VoteInfo, VoteResult } from '@/features/activities/vote.types';
import { formatCount } from '@/lib/format/count';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ActivityBar } from './ActivityBar';
import { VoteHead } from './VotePage';
import styles from './Vote.module.css';
import { activityVoteRoute, voteItemDetailRoute } from '@/features/activities/paths';
import { homeRoute } from '@/features/columns/paths';

/** activityVoteWeb: the results (voteResult), every option ranked with its share of the votes. */
export async function VoteResultPage({
  reader,
  data,
  path,
  linkID,
}: {
  /** null: a signed-out reader (the results are anyone's to see). */
  reader: Reader | null;
  data: { info: VoteInfo; result: VoteResult } | null;
  path: string;
  linkID: number | null;
}) {
  const [t, locale] = await Promise.all([getTranslations('activity'), getLocale()]);
  const votePath = (id: number) => activityVoteRoute.href({ linkID: linkID || null, id });
  const body = () => {
    if (reader?.kind === 'app') return <OpenClientNotice path={path} />;
    if (!data)
      return (
        <p className={styles.empty} role="alert">
          {t('loadFailed')}
        </p>
      );
    const { info, result } = data;
    return (
      <>
        <VoteHead info={info} signInPath={reader ? undefined : path} />
        <ol className={styles.ranking} data-testid="vote-ranking">
          {result.ranked.map((option) => (
            <li key={option.id} className={styles.rankRow}>
              <span className={`${styles.rank} ${option.rank <= 3 ? styles.rankTop : ''}`}>{option.rank}</span>
              <img className={styles.rankPic} src={option.picture} alt="" width={48} height={48} loading="lazy" />
              <span>
                <span className={styles.rankName}>
                  <Link
                    href={voteItemDetailRoute.href({ id: info.activityId, voteId: info.id, optionId: option.id })}
                    prefetch={false}
                  >
                    {option.name}
                  </Link>
                  <span className={styles.rankCount}>
                    {t('vote.share', { count: formatCount(option.count, { locale }), percent: option.percent })}
                  </span>
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.barFill}
                    style={{ display: 'block', width: `${Math.min(100, option.percent)}%` }}
                  />
                </span>
              </span>
            </li>
          ))}
        </ol>
        <div className={styles.links}>
          <Link href={votePath(info.id)} prefetch={false} className={styles.linkButton}>
            {t('vote.backToVote')}
          </Link>
        </div>
      </>
    );
  };
  return (
    <ClientMessages namespaces={['activity']}>
      <ActivityBar title={t('vote.resultTitle')} backHref={data ? votePath(data.info.id) : homeRoute.href()} />
      <main id="content" className={styles.page}>
        {body()}
      </main>
    </ClientMessages>
  );
}
