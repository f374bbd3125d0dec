'use client';

import { useState, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { useLocale, useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { likeArticle, likeLive, likePost, likeShortVideo } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { formatCount } from '@/lib/format/count';
import { useToast } from '@/components/chrome/Toast.island';
import { DATA_TYPE } from '@/features/analytics/record';
import { track } from '@/features/analytics/analytics';
import styles from './ArticleActions.module.css';
import { useHydrated } from '@/lib/client/useHydrated';

interface LikeButtonProps {
  articleId: number;
  initialLikes: number;
  /** Short videos live in their own service, with ids of their own; a live is event object type 3, a circle post 8. */
  target?: 'article' | 'shortVideo' | 'live' | 'post';
}

const ENDPOINT = { article: likeArticle, shortVideo: likeShortVideo, live: likeLive, post: likePost } as const;
const likedKey = (target: string, id: number) =>
  target === 'article' ? `touch:liked:${id}` : `touch:liked:${target}:${id}`;
const noSubscription = () => () => undefined;

function readLiked(target: string, id: number): boolean {
  try {
    return window.localStorage.getItem(likedKey(target, id)) === '1';
  } catch {
    return false;
  }
}

interface LikeState {
  likes: number;
  liked: boolean;
}

/**
 * Like, optimistic through SWR's mutate: the count moves at once and goes back if the platform
 * refuses (optimisticData, rollbackOnError); nothing is asked, the page and the device say the
 * state (a null fetcher). The platform keeps the like per device; the device remembers it to show
 * the state. The tab's cache keeps this visit's like for a client-side return to the page.
 */
export function LikeButton({ articleId, initialLikes, target = 'article' }: LikeButtonProps) {
  const t = useTranslations('article');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useCallErrorText();
  // The server cannot know what this device liked: it renders 'not liked', and the browser
  // switches to the remembered state right after hydration (no mismatch).
  const remembered = useSyncExternalStore(
    noSubscription,
    () => readLiked(target, articleId),
    () => false,
  );
  const { data, mutate } = useSWR<LikeState>(`like:${target}:${articleId}`, null, {
    fallbackData: { likes: initialLikes, liked: remembered },
  });
  const { likes, liked } = data ?? { likes: initialLikes, liked: remembered };
  const [busy, setBusy] = useState(false);
  // A tap in the server HTML would be lost without a sign: the button waits for the script.
  const hydrated = useHydrated();

  const onClick = async () => {
    if (busy) {
      toast(t('alreadyLiked'));
      return;
    }
    setBusy(true);
    try {
      const expected = { likes: Math.max(0, likes + (liked ? -1 : 1)), liked: !liked };
      // A platform that answers the write alone gives no count: the expected one stands (docs/decisions/0090).
      const asked = callHandler(ENDPOINT[target], { articleId, like: !liked }, { device: 'established' }).then(
        ({ likes: count, liked: now }) => ({ likes: count ?? expected.likes, liked: now }),
      );
      const answer =
        (await mutate(asked, {
          optimisticData: expected,
          rollbackOnError: true,
          revalidate: false,
        })) ?? (await asked);
      try {
        window.localStorage.setItem(likedKey(target, articleId), answer.liked ? '1' : '0');
      } catch {
        // private mode: the state simply is not remembered
      }
      toast(answer.liked ? t('likeSuccess') : t('likeCancelled'));
      // Statistics records are keyed by article id; short-video ids are another service's.
      if (answer.liked && target === 'article') track(DATA_TYPE.like, articleId);
    } catch (error) {
      // SWR has put the count and state back (rollbackOnError).
      toast(errorText(error, t('likeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.action} ${liked ? styles.active : ''}`}
      aria-pressed={liked}
      onClick={onClick}
      disabled={!hydrated}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      <span>{t('like')}</span>
      <span className={styles.count} data-testid="like-count">
        {formatCount(likes, { locale })}
      </span>
    </button>
  );
}
