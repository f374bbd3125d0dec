import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loginHref } from '@/lib/auth/returnPath';
import styles from './Vote.module.css';

/**
 * Where a signed-out reader of a shared vote would find the vote button: the option's count and
 * the way to sign in, back to this page (docs/decisions/0045). Voting needs a member; seeing the
 * vote does not.
 */
export async function SignInToVote({
  name,
  count,
  returnPath,
  open,
}: {
  name: string;
  count: number;
  returnPath: string;
  open: boolean;
}) {
  const [t, tVote] = await Promise.all([getTranslations('askSignIn'), getTranslations('activity')]);
  return (
    <div className={styles.voteBox}>
      <span className={styles.count}>{tVote('vote.count', { count })}</span>
      {open ? (
        <Link
          href={loginHref(returnPath)}
          rel="nofollow"
          prefetch={false}
          className={`${styles.voteButton} ${styles.signInToVote}`}
          aria-label={t('voteFor', { name })}
        >
          {t('vote')}
        </Link>
      ) : null}
    </div>
  );
}

/** The line under a vote's head for a signed-out reader: what signing in is for, and the link. */
export async function SignInToVoteNote({ returnPath }: { returnPath: string }) {
  const t = await getTranslations('askSignIn');
  return (
    <p className={styles.signInNote} data-testid="vote-sign-in">
      {t('voteNote')}{' '}
      <Link href={loginHref(returnPath)} rel="nofollow" prefetch={false}>
        {t('signIn')}
      </Link>
    </p>
  );
}
