/* eslint-disable @next/next/no-img-element -- pictures come sized from the platform's media host */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Reader } from '@/lib/session/reader';
import type { VoteInfo, VoteOptionPage } from '@/features/activities/vote.types';
import { timeRange } from '@/lib/format/timeRange';
import { BASE_PATH } from '@/lib/routing/basePath';
import { formatCount } from '@/lib/format/count';
import { OpenClientNotice } from '@/features/member/OpenClientNotice.island';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { ActivityBar } from './ActivityBar';
import { VoteButton } from './VoteButton.island';
import { VotesLeft } from './VotesLeft.island';
import { SignInToVote, SignInToVoteNote } from './SignInToVote';
import styles from './Vote.module.css';
import { activityVoteRoute, activityVoteWebRoute, voteItemDetailRoute } from '@/features/activities/paths';

interface VotePageProps {
  /** null: a signed-out reader, who sees the vote and is asked to sign in only to vote. */
  reader: Reader | null;
  data: { info: VoteInfo; options: VoteOptionPage } | null;
  filter: { themeId?: number; name: string };
  path: string;
  linkID: number | null;
}

/** The vote's head: picture, title, time, counts, the reader's votes left (or, signed out, the way to sign in), the rules. */
export async function VoteHead({ info, signInPath }: { info: VoteInfo; signInPath?: string }) {
  const [t, locale] = await Promise.all([getTranslations('activity'), getLocale()]);
  return (
    <>
      {info.headImage ? <img className={styles.head} src={info.headImage} alt="" width={750} height={422} /> : null}
      <div className={styles.intro}>
        <h2 className={styles.title}>{info.title}</h2>
        <p className={styles.meta}>{timeRange(info.startsAt, info.endsAt)}</p>
        <p className={styles.meta}>{t(`vote.phase.${info.phase}`)}</p>
        <ul className={styles.stats}>
          <li>
            <strong>{formatCount(info.optionCount, { locale })}</strong>
            {t('vote.options')}
          </li>
          <li>
            <strong>{formatCount(info.totalVotes, { locale })}</strong>
            {t('vote.votes')}
          </li>
          <li>
            <strong>{formatCount(info.accessCount, { locale })}</strong>
            {t('vote.visits')}
          </li>
        </ul>
        {info.phase === 'open' ? <VotesLeft initial={info.leftToday} dailyLimit={info.dailyLimit} /> : null}
        {info.phase === 'open' && signInPath ? <SignInToVoteNote returnPath={signInPath} /> : null}
      </div>
      {info.rules ? (
        <details className={styles.rules}>
          <summary>{t('vote.rules')}</summary>
          {info.rules}
        </details>
      ) : null}
    </>
  );
}

/**
 * activityVote (title 'vote activity detail'): the head, theme tabs, search by name, the options
 * with pictures and their vote buttons, and the way to the results.
 */
export async function VotePage({ reader, data, filter, path, linkID }: VotePageProps) {
  const t = await getTranslations('activity');
  const body = () => {
    if (reader?.kind === 'app') return <OpenClientNotice path={path} />;
    if (!data)
      return (
        <p className={styles.empty} role="alert">
          {t('loadFailed')}
        </p>
      );
    const { info, options } = data;
    const here = activityVoteRoute.href({ linkID: linkID || null, id: info.id });
    return (
      <>
        <VoteHead info={info} signInPath={reader ? undefined : path} />
        <nav aria-label={t('vote.themes')}>
          <ul className={styles.tabs}>
            <li>
              <Link
                href={here}
                prefetch={false}
                className={styles.tab}
                aria-current={!filter.themeId && !filter.name ? 'page' : undefined}
              >
                {t('vote.allThemes')}
              </Link>
            </li>
            {info.themes.map((theme) => (
              <li key={theme.id}>
                <Link
                  href={`${here}?themeId=${theme.id}`}
                  prefetch={false}
                  className={styles.tab}
                  aria-current={filter.themeId === theme.id ? 'page' : undefined}
                >
                  {theme.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* A plain GET form (works before hydration): its address needs the base path that <Link> adds by itself. */}
        <form className={styles.search} method="get" action={`${BASE_PATH}${here}`} role="search">
          <input
            className={styles.searchInput}
            type="search"
            name="name"
            defaultValue={filter.name}
            maxLength={30}
            aria-label={t('vote.searchLabel')}
            placeholder={t('vote.searchLabel')}
          />
          <button type="submit" className={styles.searchButton}>
            {t('vote.search')}
          </button>
        </form>
        {options.options.length === 0 ? (
          <p className={styles.empty}>{t('vote.noOptions')}</p>
        ) : (
          <ul className={styles.grid}>
            {options.options.map((option) => (
              <li key={option.id} className={styles.option}>
                <Link
                  href={voteItemDetailRoute.href({ id: info.activityId, voteId: info.id, optionId: option.id })}
                  prefetch={false}
                  className={styles.optionLink}
                >
                  <img
                    className={styles.optionPic}
                    src={option.picture}
                    alt=""
                    width={360}
                    height={270}
                    loading="lazy"
                  />
                  <span className={styles.optionName}>
                    <span className={styles.optionNo}>{t('vote.no', { no: option.no })}</span>
                    {option.name}
                  </span>
                  <span className={styles.optionSummary}>{option.summary}</span>
                </Link>
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
                  <SignInToVote
                    name={option.name}
                    count={option.count}
                    returnPath={path}
                    open={info.phase === 'open'}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.links}>
          <Link
            href={activityVoteWebRoute.href({ linkID: linkID || null, id: info.id })}
            prefetch={false}
            className={styles.linkButton}
          >
            {t('vote.results')}
          </Link>
        </div>
      </>
    );
  };
  return (
    <ClientMessages namespaces={['activity', 'callError']}>
      <ActivityBar title={t('vote.title')} />
      <main id="content" className={styles.page}>
        {body()}
      </main>
    </ClientMessages>
  );
}
