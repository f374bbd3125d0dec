'use client';

import { useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { callHandler } from '@/lib/client/http';
import { likeArticle, likeLive, likePost, likeShortVideo } from '@/lib/client/endpoints';
import { useCallErrorText } from '@/lib/client/useCallErrorText';
import { formatCount } from '@/lib/format/count';
import { useToast } from '@/components/chrome/Toast.island';
import { DATA_TYPE } from '@/features/analytics/record';
import { track } from '@/features/analytics/analytics';
import styles from './ArticleActions.module.css';

interface LikeButtonProps {
  articleId: number;
  initialLikes: number;
  /** Short videos live in their own service, with ids of their own; a live is event object type 3, a circle post 8. */
  target?: 'article' | 'shortVideo' | 'live' | 'post';
}

const ENDPOINT = { article: likeArticle, shortVideo: likeShortVideo, live: likeLive, post: likePost } as const;
const likedKey = (target: string, id: number) => (target === 'article' ? `touch:liked:${id}` : `touch:liked:${target}:${id}`);
const noSubscription = () => () => undefined;

function readLiked(target: string, id: number): boolean {
  try {
    return window.localStorage.getItem(likedKey(target, id)) === '1';
  } catch {
    return false;
  }
}

/**
 * Like, optimistic: the count moves at once and goes back if the platform refuses.
 * The platform keeps the like per device; the device remembers it to show the state.
 */
export function LikeButton({ articleId, initialLikes, target = 'article' }: LikeButtonProps) {
  const t = useTranslations('article');
  const locale = useLocale();
  const toast = useToast();
  const errorText = useCallErrorText();
  const [likes, setLikes] = useState(initialLikes);
  // The server cannot know what this device liked: it renders 'not liked', and the browser
  // switches to the remembered state right after hydration (no mismatch).
  const remembered = useSyncExternalStore(noSubscription, () => readLiked(target, articleId), () => false);
  const [chosen, setLiked] = useState<boolean | null>(null);
  const liked = chosen ?? remembered;
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) {
      toast(t('alreadyLiked'));
      return;
    }
    setBusy(true);
    const before = { likes, liked };
    setLiked(!liked);
    setLikes(likes + (liked ? -1 : 1));
    try {
      const answer = await callHandler(ENDPOINT[target], { articleId }, { device: 'established' });
      setLikes(answer.likes);
      setLiked(answer.liked);
      try {
        window.localStorage.setItem(likedKey(target, articleId), answer.liked ? '1' : '0');
      } catch {
        // private mode: the state simply is not remembered
      }
      toast(answer.liked ? t('likeSuccess') : t('likeCancelled'));
      // Statistics records are keyed by article id; short-video ids are another service's.
      if (answer.liked && target === 'article') track(DATA_TYPE.like, articleId);
    } catch (error) {
      setLikes(before.likes);
      setLiked(before.liked);
      toast(errorText(error, t('likeFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={`${styles.action} ${liked ? styles.active : ''}`} aria-pressed={liked} onClick={onClick}>
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      <span>{t('like')}</span>
      <span className={styles.count} data-testid="like-count">
        {formatCount(likes, { locale })}
      </span>
    </button>
  );
}
