/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Reader } from '@/lib/session/reader';
import type { VoteInfo, VoteOptionDetail } from '@/features/activities/vote.types';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ActivityBar } from './ActivityBar';
import { VoteButton } from './VoteButton.island';
import { VotesLeft } from './VotesLeft.island';
import { SignInToVote, SignInToVoteNote } from './SignInToVote';
import styles from './Vote.module.css';
import { activityVoteRoute } from '@/features/activities/paths';
import { homeRoute } from '@/features/columns/paths';

/** voteItemDetail: one option, its picture and story, and the vote button. */
export async function VoteOptionPage({
  reader,
  data,
  path,
  activityId,
}: {
  /** null: a signed-out reader, asked to sign in only to vote. */
  reader: Reader | null;
  data: { info: VoteInfo; option: VoteOptionDetail } | null;
  path: string;
  activityId: number | null;
}) {
  const t = await getTranslations('activity');
  const back = (info: VoteInfo) => activityVoteRoute.href({ linkID: activityId || null, id: info.id });
  const body = () => {
    if (reader?.kind === 'app') return <OpenClientNotice path={path} />;
    if (!data)
      return (
        <p className={styles.empty} role="alert">
          {t('loadFailed')}
        </p>
      );
    const { info, option } = data;
    return (
      <>
        <img className={styles.detailPic} src={option.pictureBig} alt={option.name} width={750} height={500} />
        <div className={styles.intro}>
          <h2 className={styles.title}>
            <span className={styles.optionNo}>{t('vote.no', { no: option.no })}</span>
            {option.name}
          </h2>
          <p className={styles.meta}>{option.summary}</p>
          <p className={styles.meta}>{info.title}</p>
          {info.phase === 'open' ? (
            <VotesLeft initial={info.leftToday} dailyLimit={info.dailyLimit} />
          ) : (
            <p className={styles.meta}>{t(`vote.phase.${info.phase}`)}</p>
          )}
          {info.phase === 'open' && !reader ? <SignInToVoteNote returnPath={path} /> : null}
        </div>
        <div className={styles.option} style={{ margin: '0 16px 16px' }}>
          {reader ? (
            <VoteButton
              voteId={info.id}
              optionId={option.id}
              name={option.name}
              initialCount={option.count}
              open={info.phase === 'open'}
              initialLeft={info.leftToday}
            />
          ) : (
            <SignInToVote name={option.name} count={option.count} returnPath={path} open={info.phase === 'open'} />
          )}
        </div>
        <div className={styles.story} dangerouslySetInnerHTML={{ __html: option.descriptionHtml }} />
        <div className={styles.links}>
          <Link href={back(info)} prefetch={false} className={styles.linkButton}>
            {t('vote.allOptions')}
          </Link>
        </div>
      </>
    );
  };
  return (
    <ClientMessages namespaces={['activity', 'callError']}>
      <ActivityBar title={t('vote.optionTitle')} backHref={data ? back(data.info) : homeRoute.href()} />
      <main id="content" className={styles.page}>
        {body()}
      </main>
    </ClientMessages>
  );
}
